import { type PropertyFields, propertyFieldsSchema } from '#common/property.ts';
import {
  type WelcomeAmenityFields,
  type WelcomeFields,
  welcomeAmenitySchema,
  welcomeFieldsSchema,
} from '#common/welcome.ts';
/**
 * A demo photo: a folder of demo/photos/ holding its WebP variants, such as `begbie-creek-cabin/sauna-dusk-winter`
 * (demo/photo-files.ts). The photos were painted once by the scene painter this folder used to hold
 * (docs/decisions/0027-demo-photos-as-files.md).
 */
export type DemoPhoto = string;

export interface DemoAmenity {
  fields: WelcomeAmenityFields;
  image?: DemoPhoto;
}

export interface DemoProperty {
  slug: string;
  fields: PropertyFields;
  cover: DemoPhoto;
  gallery: DemoPhoto[];
  welcome: Omit<WelcomeFields, 'property_password'>;
  amenities: DemoAmenity[];
  shuttleImages: DemoPhoto[];
}

/** The company details the welcome pages show; they come from the site configuration. */
export interface DemoSite {
  name: string;
  phone: string;
  email: string;
}

const bookingLink = (slug: string) => `https://booking.selkirkstays.example/${slug}`;
const demoVideo = (id: string) => `https://www.youtube.com/watch?v=${id}`;

const bearAware =
  'Revelstoke is bear country and a bear that finds garbage once comes back for more. Keep every scrap of ' +
  'garbage and compost inside until it goes into the bear-resistant bin, never leave bags on the porch, deck ' +
  'or in a car overnight. Rinse recycling and keep the barbecue grease tray clean.';

const downtownShuttle =
  'The free winter ski shuttle runs between downtown and Revelstoke Mountain Resort from December to early ' +
  'April. Buses leave the Grizzly Plaza stop on Mackenzie Avenue every 30 minutes from 7:30 to 10:00 in the ' +
  'morning and come back down every 20 minutes from 2:30 to 5:30. Skis and boards go in the racks on the ' +
  'side of the bus, the driver will help you load them.';

/**
 * A property as written below: its photos named without folder or extension, a property's own in
 * demo/photos/<slug>/ and the town's shuttle bus (the same pictures on every welcome page) in
 * demo/photos/shuttle/.
 */
interface RawProperty extends Omit<DemoProperty, 'fields' | 'welcome' | 'amenities'> {
  fields: Record<string, unknown>;
  welcome: Record<string, unknown>;
  amenities: { name: string; description: string; videoLink?: string; image?: string }[];
}

function rawProperties(site: DemoSite): RawProperty[] {
  const company = {
    owning_company: site.name,
    contact_email: site.email,
    contact_phone: site.phone,
  };
  return [
    {
      slug: 'mackenzie-heritage-house',
      fields: {
        name: 'Mackenzie Avenue Heritage House',
        description:
          'A 1912 Craftsman-era home two blocks from Grizzly Plaza, restored with care and furnished for ' +
          'long ski days and slow summer mornings. Original fir floors and a deep front porch meet a bright ' +
          'modern kitchen, the bay window in the living room looks straight up at Mount Mackenzie. Walk to ' +
          'bakeries, the Saturday farmers market and live music in the plaza, the ski shuttle stops around ' +
          'the corner.\n\nUpstairs are three quiet bedrooms under sloped ceilings. The fenced back garden has ' +
          'a covered hot tub, a barbecue and a boot room with a heated dryer for gloves and liners.',
        address: '207 Mackenzie Avenue, Revelstoke, BC V0E 2S0',
        address_description:
          'On the quiet residential end of Mackenzie Avenue, a five-minute walk from the shops and ' +
          'restaurants downtown. The house is pale sage green with a white porch and picket fence, look ' +
          'for the Selkirk Stays lockbox beside the front door.',
        bedrooms: 3,
        beds: 4,
        bathrooms: 2,
        sqft: 1850,
        max_guests: 6,
        minimum_nights: 2,
        nightly_rate_from: 265,
        // BC's provincial short-term rental registry and the town's business licence (issue 40)
        registration_number: 'H482913075',
        business_licence: 'BL-2024-0183',
        guesty_link: bookingLink('mackenzie-heritage-house'),
        amenities: [
          'Hot tub',
          'Wood-burning fireplace',
          'Fully equipped kitchen',
          'Heated boot and glove dryer',
          'Fenced garden',
          'Washer and dryer',
          'Fast WiFi',
          'Walk to downtown',
        ],
        is_featured: true,
        // the demo's first homes take requests to book (issue 41)
        booking_requests: true,
      },
      cover: 'exterior-golden-autumn',
      gallery: [
        'living-day-winter',
        'kitchen-day-autumn',
        'bedroom-golden-autumn',
        'exterior-dusk-winter-v2',
        'hottub-night-winter',
      ],
      welcome: {
        ...company,
        check_in_time: '16:00',
        check_in_instructions:
          'Open the lockbox with the door code, take the brass key and put the lockbox lid back on.\n' +
          'Boots and skis stay in the porch; the heating is already on.',
        door_code: '4827',
        door_instructions:
          'The lockbox hangs on the porch post to the right of the front door. Park in the back lane ' +
          '(see Parking) and walk round by the garden path: it is lit after dark.',
        checkout_time: '10:00',
        checkout_instructions:
          'Please load and start the dishwasher, strip the beds and leave used towels in the bathtub, take ' +
          'garbage and recycling out to the bins and close the hot tub cover with both clips. Lock the ' +
          'front door behind you and put the key back in the lockbox.',
        garbage_info: `${bearAware} Collection is on Wednesday mornings: wheel the bin to the lane after 5 a.m. on the day; never the night before.`,
        garbage_location: 'Bear-resistant bins in the lean-to beside the back lane gate',
        garbage_code: '1912',
        wifi_network: 'Heritage-House-Guest',
        wifi_password: 'porchlight-1912',
        parking_location: 'Two spaces off the back lane behind the garden',
        parking_instructions:
          'Enter the lane from 2nd Street West. Please do not park on Mackenzie Avenue overnight from ' +
          'November to April: the city ploughs after midnight and will tow.',
        house_rules: [
          'No smoking or vaping anywhere on the property',
          'No parties or events',
          'Quiet hours 10 p.m. to 7 a.m.',
          'No pets',
          'Hot tub closes at 10 p.m.',
          'Boots off at the door',
        ],
        shuttle_description: downtownShuttle,
        pm_contact: 'Maya Thompson (property manager): +1 250-555-0187 by call or text from 8 a.m. to 9 p.m.',
      },
      amenities: [
        {
          name: 'Hot tub',
          description:
            'Unclip both sides of the cover and fold it back onto the lifter. The jets button is on the ' +
            'right-hand corner, the light button is beside it. Please shower first and close the cover ' +
            'when you are done so it stays hot.',
          videoLink: demoVideo('selkirk-hottub-1'),
          image: 'hottub-night-winter',
        },
        {
          name: 'Fireplace',
          description:
            'Open the damper (lever up) before lighting. Kindling and newspaper are in the basket, split ' +
            'firewood is under the back porch. Never leave the fire unattended and close the glass doors ' +
            'when you go to bed.',
          image: 'living-day-winter',
        },
        {
          name: 'Boot dryer',
          description:
            'In the boot room by the back door: hang gloves and liners on the pegs and switch it on with ' +
            'the timer dial. Two hours dries everything.',
        },
      ],
      shuttleImages: ['day-winter'],
    },
    {
      slug: 'summit-loft-mackenzie-village',
      fields: {
        name: 'Summit Loft at Mackenzie Village',
        description:
          'Ski-in, ski-out living at the base of Revelstoke Mountain Resort. This corner loft on the ' +
          'fourth floor looks across the village to the Revelation Gondola and the runs above it, you can ' +
          'watch first tracks from the breakfast bar. Two bedrooms, a gas fireplace, a heated ski locker ' +
          'downstairs and a shared rooftop hot tub make it an easy base for a powder week.\n\nIn summer ' +
          'the gondola carries bikes and hikers up to alpine trails, the village stays quiet and the ' +
          'evenings are long.',
        address: '3000 Camozzi Road, Unit 412, Revelstoke, BC V0E 2S0',
        address_description:
          'In the Mackenzie Village buildings at the top of Camozzi Road, 100 m from the gondola. Check in ' +
          'at the lobby keypad, the unit is on the fourth floor at the east end of the hallway.',
        bedrooms: 2,
        beds: 3,
        bathrooms: 2,
        sqft: 980,
        max_guests: 4,
        minimum_nights: 2,
        nightly_rate_from: 219,
        // BC's provincial short-term rental registry and the town's business licence (issue 40)
        registration_number: 'H517360428',
        business_licence: 'BL-2024-0421',
        guesty_link: bookingLink('summit-loft-mackenzie-village'),
        amenities: [
          'Ski-in ski-out',
          'Shared rooftop hot tub',
          'Gas fireplace',
          'Heated ski locker',
          'Underground parking',
          'Balcony with mountain view',
          'Fast WiFi',
        ],
        is_featured: true,
        // the demo's first homes take requests to book (issue 41)
        booking_requests: true,
      },
      cover: 'exterior-day-winter',
      gallery: [
        'living-golden-winter',
        'bedroom-day-winter',
        'kitchen-dusk-winter',
        'hottub-dusk-winter',
        'landscape-dawn-winter',
      ],
      welcome: {
        ...company,
        checkout_time: '11:00',
        checkout_instructions:
          'Run the dishwasher, leave used towels on the bathroom floor and the key fob on the kitchen ' +
          'counter. Skis out of the locker please, the door locks itself when you close it.',
        garbage_info: `${bearAware} The building has a sealed garbage and recycling room; please sort glass separately.`,
        garbage_location: 'Garbage room on the parking level beside the elevator',
        garbage_code: 'Key fob',
        wifi_network: 'SummitLoft412',
        wifi_password: 'firsttracks-412',
        parking_location: 'Underground parking: stall 412',
        parking_instructions:
          'The garage door opens with the grey button on the key fob. Clearance is 2.1 m so roof boxes ' +
          'must come off, there is visitor parking outside the lobby.',
        house_rules: [
          'No smoking on balconies or anywhere in the building',
          'Quiet hours 10 p.m. to 8 a.m.',
          'Rooftop hot tub open 8 a.m. to 10 p.m.',
          'No glass in the hot tub area',
          'No pets',
        ],
        shuttle_description:
          'You are already at the mountain: the gondola is a two-minute walk. To get into town, the free ' +
          'village shuttle leaves the stop outside the Nelsen Lodge every 30 minutes in winter from ' +
          '3:00 to 10:00 p.m. and drops you at Grizzly Plaza.',
        pm_contact: 'Liam Chen (property manager): +1 250-555-0163 by call or text from 8 a.m. to 9 p.m.',
      },
      amenities: [
        {
          name: 'Rooftop hot tub',
          description:
            'Take the elevator to R, the fob opens the deck door. Towels are in the bench box by the door ' +
            'and go in the hamper afterwards.',
          videoLink: demoVideo('selkirk-rooftop-2'),
          image: 'hottub-dusk-winter',
        },
        {
          name: 'Ski locker',
          description:
            'Locker 412 on the parking level has a boot warmer and racks for four pairs of skis. The ' +
            'fob opens it, please leave it clean and dry.',
        },
        {
          name: 'Gas fireplace',
          description: 'Wall switch beside the TV, it turns itself off after three hours.',
          videoLink: demoVideo('selkirk-gasfire-2'),
        },
      ],
      shuttleImages: ['dusk-winter'],
    },
    {
      slug: 'begbie-creek-cabin',
      fields: {
        name: 'Begbie Creek Cabin',
        description:
          'A one-room log cabin for two in the cedars above Begbie Creek, fifteen minutes south of town. ' +
          'A wood stove, a sleeping loft under the roof beams and a porch where you can hear the creek ' +
          'all night. Walk to Begbie Falls in ten minutes, in winter snowshoe from the door.\n\nThe ' +
          'kitchen is small but complete and the outdoor cedar sauna by the creek is yours alone.',
        address: '4875 Highway 23 South, Revelstoke, BC V0E 2S0',
        address_description:
          'Fifteen minutes south of Revelstoke on Highway 23 towards Shelter Bay. Turn right at the ' +
          'Begbie Creek sign, the cabin is the second driveway on the left. The last 200 m are gravel, ' +
          'winter tires are essential from October to April.',
        bedrooms: 1,
        beds: 1,
        bathrooms: 1,
        sqft: 620,
        max_guests: 2,
        minimum_nights: 2,
        nightly_rate_from: 159,
        // BC's provincial short-term rental registry and the town's business licence (issue 40)
        registration_number: 'H390274516',
        business_licence: 'BL-2025-0067',
        guesty_link: bookingLink('begbie-creek-cabin'),
        amenities: [
          'Wood stove',
          'Private cedar sauna',
          'Creek-side porch',
          'Snowshoes provided',
          'Starlink WiFi',
        ],
        is_featured: false,
      },
      cover: 'exterior-dusk-winter',
      gallery: [
        'living-night-winter',
        'bedroom-golden-winter',
        'sauna-dusk-winter',
        'landscape-day-winter',
        'exterior-golden-autumn-v2',
      ],
      welcome: {
        ...company,
        checkout_time: '11:00',
        checkout_instructions:
          'Let the stove burn down, do not pour water on it. Sweep the porch, take all garbage with you ' +
          'and leave the key on the hook inside the door.',
        garbage_info: `${bearAware} There is no curbside pickup this far south: please take everything with you when you leave.`,
        garbage_location: 'Steel bear bin behind the woodshed for use during your stay',
        garbage_code: '3917',
        wifi_network: 'BegbieCreek',
        wifi_password: 'cedar-and-creek',
        parking_location: 'Gravel pad beside the woodshed, room for two cars',
        parking_instructions:
          'Park nose-in. The driveway is ploughed after each snowfall by 9 a.m., a shovel and a bucket of ' +
          'traction gravel are by the porch steps.',
        house_rules: [
          'No smoking inside or on the porch',
          'Wood stove only with the screen closed',
          'Quiet hours 10 p.m. to 7 a.m.',
          'Well-behaved dogs welcome by arrangement',
          'Do not feed wildlife',
        ],
        shuttle_description:
          'No shuttle reaches the cabin. Drive 15 minutes to the park-and-ride at the downtown shuttle ' +
          'stop on Victoria Road and ride up to the resort from there.',
        pm_contact: 'Maya Thompson (property manager): +1 250-555-0187 by call or text from 8 a.m. to 9 p.m.',
      },
      amenities: [
        {
          name: 'Cedar sauna',
          description:
            'Light the sauna stove an hour before you want it, it reaches 80 °C. The ladle and bucket hang ' +
            'inside, creek water is cold enough for a plunge even in August.',
          videoLink: demoVideo('selkirk-sauna-3'),
          image: 'sauna-dusk-winter',
        },
        {
          name: 'Wood stove',
          description:
            'Open the air intake fully, build a small fire of kindling and add two split logs once it ' +
            'catches. Close the intake halfway for a long slow burn overnight.',
          image: 'living-night-winter',
        },
      ],
      shuttleImages: ['day-winter-v2'],
    },
    {
      slug: 'mt-begbie-view-chalet',
      fields: {
        name: 'Mt. Begbie View Chalet',
        description:
          'Our largest home: a timber-frame chalet in Arrow Heights with a two-storey wall of glass ' +
          'facing Mount Begbie across the Columbia. Five bedrooms, a games room, a big cedar hot tub on the ' +
          'deck and a barrel sauna make it the natural base for family reunions and ski groups.\n\nThe ' +
          'kitchen has two ovens and an island that seats eight, the great room fireplace is real stone ' +
          'and real wood. The resort is a 10-minute drive and the Mount Macpherson trails are close by.',
        address: '1720 Park Drive, Revelstoke, BC V0E 2S0',
        address_description:
          'In the Arrow Heights neighbourhood, 5 minutes by car from downtown across the Illecillewaet ' +
          'bridge. The chalet sits at the end of Park Drive backing onto forest, the driveway is on the ' +
          'left with a carved wooden house sign.',
        bedrooms: 5,
        beds: 7,
        bathrooms: 3.5,
        sqft: 3400,
        max_guests: 12,
        minimum_nights: 4,
        nightly_rate_from: 595,
        // BC's provincial short-term rental registry and the town's business licence (issue 40)
        registration_number: 'H628105934',
        business_licence: 'BL-2024-0298',
        guesty_link: bookingLink('mt-begbie-view-chalet'),
        amenities: [
          'Hot tub',
          'Barrel sauna',
          'Stone wood-burning fireplace',
          'Games room',
          'Chef kitchen',
          'EV charger',
          'Heated garage for skis',
          'Fast WiFi',
        ],
        is_featured: true,
      },
      cover: 'exterior-dusk-winter',
      gallery: [
        'living-golden-winter',
        'kitchen-day-winter',
        'bedroom-day-winter',
        'hottub-night-winter',
        'landscape-dawn-winter',
        'exterior-day-summer-v2',
      ],
      welcome: {
        ...company,
        checkout_time: '10:00',
        checkout_instructions:
          'Start both dishwashers, gather used towels in the laundry room, close and clip the hot tub cover ' +
          'and turn the sauna off at the switch. Close the garage door and lock the front door with the ' +
          'keypad (press the lock symbol).',
        garbage_info: `${bearAware} Collection is on Thursday mornings: wheel the bins to the road after 5 a.m. on the day.`,
        garbage_location: 'Bear-resistant bins in the garage to the left of the door',
        garbage_code: '2468',
        wifi_network: 'BegbieView',
        wifi_password: 'alpenglow-chalet-5',
        parking_location: 'Driveway for three cars plus one space in the garage',
        parking_instructions:
          'Park in the garage (remote on the hook inside the front door) or nose-in on the driveway. The ' +
          'EV charger is on the garage wall, please leave the road clear for the plough.',
        house_rules: [
          'No smoking or vaping',
          'No parties or events',
          'Quiet hours 10 p.m. to 7 a.m.',
          'Maximum 12 guests',
          'Children in the hot tub and sauna only with an adult',
          'No pets',
        ],
        shuttle_description:
          'The ski shuttle does not come up to Arrow Heights. The nearest stop is downtown at Grizzly ' +
          'Plaza (5 minutes by car), there is free all-day parking on Campbell Avenue beside it. With a ' +
          'group this size most guests drive straight to the resort: 10 minutes.',
        pm_contact: 'Liam Chen (property manager): +1 250-555-0163 by call or text from 8 a.m. to 9 p.m.',
      },
      amenities: [
        {
          name: 'Hot tub',
          description:
            'Seats eight. Fold the cover back onto the lifter, the control panel is on the side facing the ' +
            'house. Please close the cover after every soak: it keeps the heat in and the snow out.',
          videoLink: demoVideo('selkirk-hottub-4'),
          image: 'hottub-night-winter',
        },
        {
          name: 'Barrel sauna',
          description:
            'Switch on at the panel inside the door, it is ready in 40 minutes. Pour only a ladle of water ' +
            'at a time on the stones.',
          videoLink: demoVideo('selkirk-sauna-4'),
          image: 'sauna-dusk-winter',
        },
        {
          name: 'Great room fireplace',
          description:
            'Open the damper with the chain on the left, light from the top with the fire starters in ' +
            'the tin. Firewood is stacked under the deck stairs.',
          image: 'living-golden-winter',
        },
        {
          name: 'Games room',
          description: 'Downstairs: a pool table, board games and a projector with a 100-inch screen.',
        },
      ],
      shuttleImages: ['day-winter'],
    },
    {
      slug: 'columbia-riverfront-house',
      fields: {
        name: 'Columbia Riverfront House',
        description:
          'A modern cedar-and-glass house on the west bank of the Columbia River in Big Eddy. The living ' +
          'room opens onto a long deck above the water, herons fish the eddy in the morning and the sun ' +
          'sets behind Mount Begbie. Four bedrooms, a wood-fired pizza oven and kayaks for calm evenings ' +
          'on the river.\n\nIn winter the house is a quiet retreat ten minutes from the resort, in summer ' +
          'it is all about the water.',
        address: '1450 Westside Road, Revelstoke, BC V0E 2S1',
        address_description:
          'Across the Columbia River bridge from downtown, turn left on Big Eddy Road and left again on ' +
          'Westside Road. The house is on the river side behind a row of cedars, the mailbox is blue.',
        bedrooms: 4,
        beds: 5,
        bathrooms: 2.5,
        sqft: 2600,
        max_guests: 8,
        minimum_nights: 3,
        nightly_rate_from: 389,
        // BC's provincial short-term rental registry and the town's business licence (issue 40)
        registration_number: 'H704859213',
        business_licence: 'BL-2025-0112',
        guesty_link: bookingLink('columbia-riverfront-house'),
        amenities: [
          'Riverfront deck',
          'Kayaks and paddleboards',
          'Wood-fired pizza oven',
          'Gas fireplace',
          'Fully equipped kitchen',
          'Washer and dryer',
          'Fast WiFi',
        ],
        is_featured: false,
      },
      cover: 'exterior-golden-summer',
      gallery: [
        'living-day-summer',
        'kitchen-golden-summer',
        'bedroom-dawn-summer',
        'lake-dawn-summer',
        'dock-day-summer',
      ],
      welcome: {
        ...company,
        checkout_time: '10:00',
        checkout_instructions:
          'Rinse the kayaks and hang life jackets in the shed. Start the dishwasher, leave used linens in ' +
          'the laundry room, lock the deck doors and the front door with the keypad.',
        garbage_info: `${bearAware} Collection is on Tuesday mornings: bins to the road after 5 a.m. on the day.`,
        garbage_location: 'Bear-resistant bins inside the shed at the top of the driveway',
        garbage_code: '7331',
        wifi_network: 'RiverfrontHouse',
        wifi_password: 'heron-eddy-1450',
        parking_location: 'Paved driveway for three cars',
        parking_instructions: 'Please do not park on Westside Road, it is narrow and the school bus uses it.',
        house_rules: [
          'No smoking or vaping',
          'Life jackets on the water at all times',
          'No swimming in the river after dark',
          'Quiet hours 10 p.m. to 7 a.m.',
          'No parties or events',
          'Dogs welcome by arrangement',
        ],
        shuttle_description:
          'The ski shuttle does not cross the river. Drive to the Grizzly Plaza stop downtown (7 minutes) ' +
          'or straight to the resort (15 minutes).',
        pm_contact: 'Maya Thompson (property manager): +1 250-555-0187 by call or text from 8 a.m. to 9 p.m.',
      },
      amenities: [
        {
          name: 'Kayaks and paddleboards',
          description:
            'Two kayaks and two boards are in the shed with paddles and life jackets. Launch from the ' +
            'dock and stay in the eddy: the main current is fast and cold even in August.',
          videoLink: demoVideo('selkirk-paddle-5'),
          image: 'dock-day-summer',
        },
        {
          name: 'Pizza oven',
          description:
            'Light it an hour ahead with the kindling in the bin beside it, it is ready when the dome turns ' +
            'white. Peel and brush hang on the hooks.',
          videoLink: demoVideo('selkirk-pizza-5'),
        },
      ],
      shuttleImages: ['dusk-winter'],
    },
    {
      slug: 'williamson-lake-a-frame',
      fields: {
        name: 'Williamson Lake A-Frame',
        description:
          'A classic 1970s A-frame, lovingly updated, in the trees a short walk from Williamson Lake: the ' +
          'warmest swimming lake around Revelstoke. Floor-to-peak windows, a loft bedroom under the roof ' +
          'and a wood stove make it a favourite with couples and small families.\n\nSummer means swims ' +
          'and paddles before breakfast, winter means snow piled to the eaves and the resort 12 minutes ' +
          'away.',
        address: '1855 Airport Way, Revelstoke, BC V0E 2S0',
        address_description:
          'South of town in the Southside neighbourhood, 5 minutes by car from downtown. Turn onto Airport ' +
          'Way from the Trans-Canada, the A-frame is on the right just past the lake turn-off.',
        bedrooms: 2,
        beds: 3,
        bathrooms: 1.5,
        sqft: 1150,
        max_guests: 5,
        minimum_nights: 2,
        nightly_rate_from: 189,
        // BC's provincial short-term rental registry and the town's business licence (issue 40)
        registration_number: 'H253968140',
        business_licence: 'BL-2024-0356',
        guesty_link: bookingLink('williamson-lake-a-frame'),
        amenities: [
          'Wood stove',
          'Walk to the lake',
          'Loft bedroom',
          'Deck with barbecue',
          'Canoe',
          'Fast WiFi',
        ],
        is_featured: false,
      },
      cover: 'exterior-night-winter',
      gallery: ['living-day-autumn', 'bedroom-golden-summer', 'lake-golden-summer', 'exterior-day-summer-v2'],
      welcome: {
        ...company,
        checkout_time: '11:00',
        checkout_instructions:
          'Let the stove burn out, wash and put away the dishes and leave used towels on the bathroom ' +
          'floor. Lock the door and leave the key in the lockbox.',
        garbage_info: `${bearAware} Collection is on Wednesday mornings: bin to the road after 5 a.m. on the day.`,
        garbage_location: 'Bear-resistant bin beside the woodshed',
        garbage_code: '2740',
        wifi_network: 'AFrame-Guest',
        wifi_password: 'lakeswim-1855',
        parking_location: 'Gravel driveway for two cars',
        parking_instructions: 'Park close to the woodshed so the plough can clear the turn.',
        house_rules: [
          'No smoking',
          'Wood stove only with the door closed',
          'Quiet hours 10 p.m. to 7 a.m.',
          'No pets',
        ],
        shuttle_description:
          'The ski shuttle does not come to Southside. The nearest stop is Grizzly Plaza downtown, 5 ' +
          'minutes by car with free parking on Campbell Avenue.',
        pm_contact: 'Maya Thompson (property manager): +1 250-555-0187 by call or text from 8 a.m. to 9 p.m.',
      },
      amenities: [
        {
          name: 'Canoe',
          description:
            'The canoe is on the rack behind the house with paddles and life jackets. Carry it down the ' +
            'path to the public beach, please bring it back up and lock it to the rack.',
          image: 'lake-golden-summer',
        },
        {
          name: 'Wood stove',
          description: 'Kindling in the basket, dry wood in the shed. Keep the door closed while it burns.',
          videoLink: demoVideo('selkirk-stove-6'),
        },
      ],
      shuttleImages: ['day-winter-v2'],
    },
    {
      slug: 'arrow-lakes-lake-house',
      fields: {
        name: 'Upper Arrow Lake House',
        description:
          'A summer lake house on the shore of Upper Arrow Lake, 25 minutes south of Revelstoke near ' +
          'Blanket Creek Provincial Park. A private dock, a sandy cove and afternoon sun until nine ' +
          'in July. Three bedrooms sleep seven, the screened porch is where everyone ends up after ' +
          'dinner.\n\nWeekly stays in July and August, shorter stays in spring and fall.',
        address: '6320 Highway 23 South, Revelstoke, BC V0E 2S0',
        address_description:
          'South of Revelstoke on Highway 23 past Blanket Creek Provincial Park. Turn right at the green ' +
          'gate with the number 6320, the house is at the end of the 400 m driveway by the water.',
        bedrooms: 3,
        beds: 4,
        bathrooms: 2,
        sqft: 1900,
        max_guests: 7,
        minimum_nights: 7,
        nightly_rate_from: 349,
        // BC's provincial short-term rental registry and the town's business licence (issue 40)
        registration_number: 'H861427305',
        business_licence: 'BL-2025-0209',
        guesty_link: bookingLink('arrow-lakes-lake-house'),
        amenities: [
          'Private dock',
          'Sandy beach',
          'Screened porch',
          'Canoe and kayaks',
          'Fire pit',
          'Starlink WiFi',
        ],
        is_featured: false,
      },
      cover: 'dock-golden-summer',
      gallery: [
        'exterior-day-summer',
        'living-golden-summer',
        'kitchen-day-summer',
        'bedroom-day-summer',
        'lake-dusk-summer',
      ],
      welcome: {
        ...company,
        checkout_time: '10:00',
        checkout_instructions:
          'Pull the canoe and kayaks up onto the rack, put out the fire pit completely with water. Start ' +
          'the dishwasher, strip the beds and lock the porch and front doors.',
        garbage_info: `${bearAware} There is no curbside collection here: take garbage and recycling to the Revelstoke transfer station or home with you.`,
        garbage_location: 'Steel bear bin at the top of the driveway for use during your stay',
        garbage_code: '5183',
        wifi_network: 'ArrowLakeHouse',
        wifi_password: 'sandy-cove-6320',
        parking_location: 'Gravel parking area beside the house, room for three cars',
        parking_instructions:
          'Drive slowly on the driveway: deer and children. Boat trailers can park at the top by the gate.',
        house_rules: [
          'No smoking',
          'Life jackets for everyone on the dock and on the water',
          'Fire pit only when there is no campfire ban',
          'Quiet hours 10 p.m. to 8 a.m.',
          'Dogs welcome by arrangement',
        ],
        shuttle_description:
          'This is a summer house far from the ski shuttle. In winter stays drive 25 minutes to downtown ' +
          'and use the park-and-ride at Grizzly Plaza.',
        pm_contact: 'Liam Chen (property manager): +1 250-555-0163 by call or text from 8 a.m. to 9 p.m.',
      },
      amenities: [
        {
          name: 'Private dock',
          description:
            'The water is deep off the end of the dock, no diving from the sides. Tie boats with the cleats ' +
            'on the left side and leave the right side free for swimming.',
          videoLink: demoVideo('selkirk-dock-7'),
          image: 'dock-golden-summer',
        },
        {
          name: 'Fire pit',
          description:
            'Check the BC Wildfire Service for campfire bans before lighting. A full bucket of water and a ' +
            'shovel stay beside the pit.',
        },
        {
          name: 'Canoe and kayaks',
          description: 'On the rack by the beach with paddles and life jackets for seven.',
          image: 'lake-dusk-summer',
        },
      ],
      shuttleImages: ['dusk-winter-v2'],
    },
  ];
}

/**
 * The demo properties, parsed through the same schemas as the admin forms so that they are valid by
 * construction. Throws if an edit makes any of them invalid, or puts a comma inside an amenity or a house
 * rule (the forms split those lists on commas, so such an entry could not be edited back as it was).
 */
export function demoProperties(site: DemoSite): DemoProperty[] {
  return rawProperties(site).map((raw) => {
    const fields = propertyFieldsSchema.parse(raw.fields);
    const welcome = welcomeFieldsSchema.omit({ property_password: true }).parse(raw.welcome);
    for (const [list, parsed] of [
      [raw.fields.amenities, fields.amenities],
      [raw.welcome.house_rules, welcome.house_rules],
    ] as const) {
      if (!Array.isArray(list) || list.length !== parsed.length) {
        throw new Error(`${raw.slug}: a list entry contains a comma or is empty`);
      }
    }
    const own = (name: string): DemoPhoto => `${raw.slug}/${name}`;
    return {
      slug: raw.slug,
      fields,
      cover: own(raw.cover),
      gallery: raw.gallery.map(own),
      welcome,
      amenities: raw.amenities.map(({ image, ...amenity }) => ({
        fields: welcomeAmenitySchema.parse(amenity),
        ...(image ? { image: own(image) } : {}),
      })),
      shuttleImages: raw.shuttleImages.map((name) => `shuttle/${name}`),
    };
  });
}
