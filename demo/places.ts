import type { PlaceFields } from '#common/place.ts';

/**
 * The demo's local guide: eight places around Revelstoke, as a host would recommend them. Every demo home
 * shows them all (no property has made its own choice). Names and addresses are the demo's own; the phone
 * numbers use the 555-01xx range kept for fiction.
 */
export const demoPlaces: PlaceFields[] = [
  {
    name: 'Dose Coffee',
    category: 'eat',
    note: 'Espresso and breakfast sandwiches from 7 AM; grab one on the way to the hill.',
    address: '200 1st St W, Revelstoke, BC',
    website: '',
    phone: '250-555-0121',
    image: null,
  },
  {
    name: 'The Village Idiot',
    category: 'eat',
    note: 'Pizza and local beer on Mackenzie Avenue; busy after the lifts close, so book for groups.',
    address: '306 Mackenzie Ave, Revelstoke, BC',
    website: '',
    phone: '250-555-0122',
    image: null,
  },
  {
    name: 'Revelstoke Mountain Resort',
    category: 'ski',
    note: 'Gondola from the village base; lift tickets are cheaper online the day before.',
    address: '2950 Camozzi Rd, Revelstoke, BC',
    website: 'https://www.revelstokemountainresort.com',
    phone: '250-555-0131',
    image: null,
  },
  {
    name: 'Free Spirit Sports',
    category: 'ski',
    note: 'Ski and board rentals, tunes overnight; they also rent snowshoes.',
    address: '203 1st St W, Revelstoke, BC',
    website: '',
    phone: '250-555-0132',
    image: null,
  },
  {
    name: 'Mount Revelstoke Meadows in the Sky Parkway',
    category: 'outdoors',
    note: 'Summer only: drive to the summit meadows for wildflowers in late July; a park pass is required.',
    address: 'Meadows in the Sky Pkwy, Revelstoke, BC',
    website: 'https://parks.canada.ca/pn-np/bc/revelstoke',
    phone: '',
    image: null,
  },
  {
    name: 'Southside Market',
    category: 'groceries',
    note: 'Groceries, fresh bread and a deli, open until 10 PM every day.',
    address: '1601 4th St W, Revelstoke, BC',
    website: '',
    phone: '250-555-0141',
    image: null,
  },
  {
    name: 'Revelstoke Railway Museum',
    category: 'rainy_day',
    note: 'The story of the railway through Rogers Pass, with a steam locomotive to climb into.',
    address: '719 Track St W, Revelstoke, BC',
    website: '',
    phone: '250-555-0151',
    image: null,
  },
  {
    name: 'Queen Victoria Hospital',
    category: 'health',
    note: 'Emergency department open 24 hours. For an emergency, call 911.',
    address: '1200 Newlands Rd, Revelstoke, BC',
    website: '',
    phone: '250-555-0161',
    image: null,
  },
];
