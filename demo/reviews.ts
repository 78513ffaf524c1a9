import { type ChannelReviewInput, channelReviewSchema } from '#common/review.ts';
import { addDays } from '#common/site-dates.ts';

/**
 * Four or five reviews per demo home, as staff would copy them in from the channels the guests booked on
 * (issue 27): dated back from the seed day, so the demo reads like a site in use. None is "Verified stay":
 * those come only from a real stay's review link.
 */
type DemoReview = Omit<ChannelReviewInput, 'date'> & { daysAgo: number };

const reviewsBySlug: Record<string, DemoReview[]> = {
  'mackenzie-heritage-house': [
    {
      source: 'airbnb',
      daysAgo: 9,
      name: 'Hannah',
      rating: 5,
      text: 'We walked everywhere: breakfast at the bakery, the farmers market, the plaza concerts. The hot tub after a powder day was exactly what we needed, and the boot dryer is a genius touch.',
    },
    {
      source: 'vrbo',
      daysAgo: 38,
      name: 'Marc',
      rating: 5,
      text: 'Beautiful old house with a modern kitchen. Beds were comfortable and the house was spotless. The shuttle stop really is around the corner.',
    },
    {
      source: 'google',
      daysAgo: 97,
      name: 'Priyanka',
      rating: 4,
      text: 'Lovely character home, great location. The upstairs bedrooms are cosy under the sloped ceilings, tall people mind your heads! Would stay again.',
    },
    {
      source: 'airbnb',
      daysAgo: 161,
      name: 'Tom',
      rating: 5,
      text: 'Second winter here with our kids. The team answered a late-night question about the fireplace within minutes. Feels like a home, not a rental.',
    },
    {
      source: 'booking',
      daysAgo: 244,
      name: 'Elise',
      rating: 5,
      text: 'Summer stay: porch coffee every morning, garden barbecue every night. Everything we needed was in the kitchen.',
    },
  ],
  'summit-loft-mackenzie-village': [
    {
      source: 'airbnb',
      daysAgo: 14,
      name: 'Jordan',
      rating: 5,
      text: 'Steps from the gondola, ski locker downstairs, and that rooftop hot tub at sunset. Hard to beat for a ski weekend.',
    },
    {
      source: 'booking',
      daysAgo: 52,
      name: 'Sophie',
      rating: 4,
      text: 'Modern, clean and bright. The village can be lively on Saturday evenings, but the loft itself was quiet once the windows were shut.',
    },
    {
      source: 'vrbo',
      daysAgo: 120,
      name: 'Dave',
      rating: 5,
      text: 'Perfect for two couples. Check-in instructions were clear and the fireplace made the evenings.',
    },
    {
      source: 'airbnb',
      daysAgo: 203,
      name: 'Mei',
      rating: 5,
      text: 'We came for mountain biking in August. Bikes fit in the locker, the trails start at the door. Great espresso machine too.',
    },
  ],
  'begbie-creek-cabin': [
    {
      source: 'airbnb',
      daysAgo: 6,
      name: 'Lukas',
      rating: 5,
      text: 'The sound of the creek, the cedar sauna, the wood stove: the quietest three nights we have had in years. Bring groceries from town.',
    },
    {
      source: 'google',
      daysAgo: 44,
      name: 'Amara',
      rating: 5,
      text: 'A real cabin in the woods, but with a proper shower and a great bed. We saw a deer on the driveway every morning.',
    },
    {
      source: 'vrbo',
      daysAgo: 131,
      name: 'Chris',
      rating: 4,
      text: 'Cosy and well stocked. The last stretch of road is steep in winter, winter tires are a must, as the welcome guide says.',
    },
    {
      source: 'airbnb',
      daysAgo: 270,
      name: 'Nadia',
      rating: 5,
      text: 'Our honeymoon cabin. Thoughtful touches everywhere, from the firewood to the board games. We will be back.',
    },
  ],
  'mt-begbie-view-chalet': [
    {
      source: 'vrbo',
      daysAgo: 18,
      name: 'The Okafor family',
      rating: 5,
      text: 'Three families, twelve people, zero arguments about space. The great room with the view of Mount Begbie is stunning and the games room saved us on a storm day.',
    },
    {
      source: 'airbnb',
      daysAgo: 66,
      name: 'Greg',
      rating: 5,
      text: 'Best group ski trip we have organised. Hot tub and barrel sauna every evening, and the kitchen handled dinner for twelve easily.',
    },
    {
      source: 'booking',
      daysAgo: 140,
      name: 'Ines',
      rating: 4,
      text: 'Gorgeous chalet. You need a car to get to town, ten minutes down the hill. Everything inside was perfect.',
    },
    {
      source: 'google',
      daysAgo: 215,
      name: 'Rob',
      rating: 5,
      text: 'Hosted a family reunion in July. Plenty of beds, lovely deck, and the team dropped off extra chairs the same afternoon we asked.',
    },
    {
      source: 'vrbo',
      daysAgo: 330,
      name: 'Karin',
      rating: 5,
      text: 'Worth every cent. Spotless, warm, and the view at sunrise is something you do not forget.',
    },
  ],
  'columbia-riverfront-house': [
    {
      source: 'airbnb',
      daysAgo: 11,
      name: 'Sam',
      rating: 5,
      text: 'Paddleboards and kayaks right from the lawn, pizza oven dinners by the river. Our kids did not want to leave.',
    },
    {
      source: 'vrbo',
      daysAgo: 73,
      name: 'Fiona',
      rating: 4,
      text: 'Lovely house and setting. The river is fast in June, so we kept to the eddy by the dock as the guide suggests. Very well equipped.',
    },
    {
      source: 'google',
      daysAgo: 150,
      name: 'Arjun',
      rating: 5,
      text: 'A calm, beautiful place with plenty of room for eight. Short drive to downtown and the trailheads.',
    },
    {
      source: 'booking',
      daysAgo: 298,
      name: 'Claire',
      rating: 5,
      text: 'We stayed a week in September: warm days, golden larches, and the quietest nights. Excellent communication.',
    },
  ],
  'williamson-lake-a-frame': [
    {
      source: 'airbnb',
      daysAgo: 4,
      name: 'Noah',
      rating: 5,
      text: 'Two minutes to the lake for a morning swim, wood stove in the evening. The A-frame is as charming as the photos.',
    },
    {
      source: 'google',
      daysAgo: 58,
      name: 'Julia',
      rating: 4,
      text: 'Sweet little place and great value. The loft ladder is steep for small children, otherwise perfect.',
    },
    {
      source: 'airbnb',
      daysAgo: 112,
      name: 'Ben',
      rating: 5,
      text: 'Canoe on the lake at sunset, campground store for ice cream. Simple and lovely.',
    },
    {
      source: 'vrbo',
      daysAgo: 190,
      name: 'Olivia',
      rating: 5,
      text: 'Cleanest rental we have stayed in. Clear instructions and a friendly check-in call.',
    },
    {
      source: 'booking',
      daysAgo: 260,
      name: 'Pete',
      rating: 4,
      text: 'Good base for skiing too, fifteen minutes to the resort. Parking is tight for two cars.',
    },
  ],
  'arrow-lakes-lake-house': [
    {
      source: 'vrbo',
      daysAgo: 21,
      name: 'Maya',
      rating: 5,
      text: 'A week on the lake with our own dock: swimming, paddling and the fire pit under the stars. Magical.',
    },
    {
      source: 'airbnb',
      daysAgo: 84,
      name: 'Ethan',
      rating: 5,
      text: 'Remote in the best way. Stock up in town first, it is a drive, and then switch off completely.',
    },
    {
      source: 'google',
      daysAgo: 176,
      name: 'Grace',
      rating: 4,
      text: 'Stunning house and views. Cell signal is patchy at the water, but the Wi-Fi in the house was fine.',
    },
    {
      source: 'booking',
      daysAgo: 345,
      name: 'Liam',
      rating: 5,
      text: 'Our favourite week of the year. The canoe and kayaks were in great shape and the beds are wonderful.',
    },
  ],
};

/** The demo reviews of a home, dated back from `today` and checked with the API's schema. */
export function demoReviews(slug: string, today: string): ChannelReviewInput[] {
  return (reviewsBySlug[slug] ?? []).map(({ daysAgo, ...review }) =>
    channelReviewSchema.parse({ ...review, date: addDays(today, -daysAgo) }),
  );
}
