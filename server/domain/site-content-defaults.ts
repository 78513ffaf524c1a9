import type { PageSeoInput, PageSlug, SectionInput } from '#common/site-content.ts';

/**
 * Today's copy of the brochure pages (issue 12), seeded as revision 1 of each page at start when the page
 * has none (site-content-seed.ts). Written from the TSX pages it replaced, word for word: the public pages
 * must read the same after the change. `{{name}}`, `{{town}}`, `{{phone}}`, `{{tel}}`, `{{email}}` and
 * `{{address}}` are filled in from the site settings of the environment when the copy is seeded;
 * `{{cancellation_policy}}` each time the page is rendered, from the cancellation setting (issue 40).
 */

/** A painted scene of public/images/scenes as a content image (the pages add the other widths). */
const scene = (name: string, alt: string) => ({ url: `/images/scenes/${name}-960.webp`, alt });

const images = {
  heroWinter: scene('hero-winter', 'Snowy peaks of the Selkirk Mountains above a valley town'),
  seasonWinter: scene('season-winter', 'Skiers on a snowy ridge under a winter sky'),
  seasonSummer: scene('season-summer', 'Alpine meadow and lake under summer peaks'),
  seasonFood: scene('season-food', 'A warm café window on a mountain-town street'),
  seasonEvents: scene('season-events', 'Lights of an evening street festival below the mountains'),
  valleyNight: scene('valley-night', 'The valley at night under a starry sky'),
  lakeGolden: scene('lake-golden', 'A calm lake glowing gold at sunset'),
  autumnDay: scene('autumn-day', 'Autumn forest on the mountainside'),
  springDawn: scene('spring-dawn', 'Dawn light over spring mountains'),
};

export interface DefaultPage {
  seo: PageSeoInput;
  sections: SectionInput[];
}

type Legal = { id: string; title: string; body: string };

const privacySections: Legal[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: '{{name}} ("we", "us", "our") manages short-term vacation rental homes in {{town}}, British Columbia, on behalf of their owners. This policy explains how we handle personal information about our guests, the homeowners we work with, people who contact us, and visitors to this website.\n\nWe are a private-sector organization in British Columbia, and we handle personal information in accordance with the _Personal Information Protection Act_ (British Columbia) ("PIPA") and, where it applies, the federal _Personal Information Protection and Electronic Documents Act_ ("PIPEDA").',
  },
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    body: 'We collect only the personal information we need for the purposes described in this policy:\n\n- **Enquiries.** When you use our contact form or write to us: your first and last name, email address, phone number and the content of your message.\n- **Reservations.** When you book: the name, address, email and phone number of the booking guest, the number of guests, arrival and departure dates, vehicle details for parking, and any special requests. Payments are processed by our reservation platform and its payment processor; we do not receive or store full payment card numbers.\n- **Your stay.** Records of check-in and check-out, messages with our team, damage or incident reports, and the length of stay you enter to open your private guest welcome page.\n- **Homeowners.** Contact details, property details, banking details for owner payments, and tax information we need to prepare statements and meet our legal obligations.\n- **Website use.** Technical information such as your IP address, browser type, pages visited and the time of your visit. If analytics is enabled, this is collected as described in section 8.\n\nWe do not knowingly collect sensitive information such as health information, except where you choose to tell us about an accessibility or medical need so we can prepare the home for you.',
  },
  {
    id: 'how-we-use-it',
    title: 'How we use your information',
    body: 'We use personal information to:\n\n- answer your questions and respond to your requests;\n- confirm, manage and change reservations, and give you access to your home and welcome page;\n- look after your safety and the safety of our homes, including responding to emergencies;\n- collect payments, issue refunds under our cancellation policy and keep accounting records;\n- pay homeowners and give them statements about their homes;\n- comply with laws, including tax, business licence and short-term rental registration rules;\n- understand how our website is used, so we can improve it; and\n- send you news or offers, only if you have agreed to receive them.',
  },
  {
    id: 'consent',
    title: 'Consent',
    body: 'By contacting us, booking a stay or using this website, you consent to the collection, use and disclosure of your personal information as described in this policy. Where we want to use your information for a new purpose, we will ask for your consent first, unless the law allows or requires the new use without consent.\n\nYou may withdraw your consent at any time on reasonable notice, subject to legal or contractual restrictions. If you withdraw consent, we may be unable to provide some services, such as completing a reservation.',
  },
  {
    id: 'sharing',
    title: 'When we share information',
    body: "We do not sell or rent personal information. We share it only:\n\n- with service providers who work for us, such as our reservation and payment platform, email and hosting providers, cleaners and maintenance contractors, and only as much as they need to do that work;\n- with the owner of the home you stay in, limited to what they need to know about the stay;\n- with partners you ask us to book for you, such as guides or massage therapists;\n- with government authorities where the law requires it, for example to meet tax, licensing or short-term rental registry obligations, or in response to a valid legal order;\n- in an emergency that threatens someone's life, health or safety; and\n- with a buyer or successor if our business is sold or reorganized, under equivalent protections.\n\nOur service providers must protect personal information with safeguards comparable to ours and use it only for the services they provide to us.",
  },
  {
    id: 'storage-outside-canada',
    title: 'Storage and processing outside Canada',
    body: 'Some of our service providers, such as our reservation platform, email service or analytics provider, may store or process personal information outside Canada, including in the United States. While it is there, the information may be subject to the laws of that country and may be accessible to its courts, law enforcement and national security authorities. We choose providers who commit to protecting it.',
  },
  {
    id: 'retention-and-security',
    title: 'Retention and security',
    body: 'We keep personal information only as long as we need it for the purposes in this policy or as the law requires. Reservation and financial records are kept for at least seven years to meet tax obligations. Contact-form enquiries that do not lead to a booking are deleted within two years.\n\nWe protect personal information with reasonable safeguards: access limited to staff who need it, hashed passwords, encrypted connections to this website, and door codes and guest passwords changed between stays. No method of transmission or storage is completely secure, and we cannot guarantee absolute security.',
  },
  {
    id: 'cookies-and-analytics',
    title: 'Cookies, analytics and embedded content',
    body: "This website uses a small number of cookies that it needs to work, such as the session cookie that keeps a guest signed in to their welcome page. These contain no advertising identifiers.\n\nWhen enabled, we use Google Analytics to count page views and understand which pages are useful. It sets cookies and collects information such as your approximate location, device and the pages you visit. You can opt out with your browser's cookie settings or the Google Analytics opt-out browser add-on.\n\nSome pages embed content from other services, such as maps from Google Maps, videos from YouTube and an events calendar from Google Calendar. When you view these, the provider may collect information under its own privacy policy. Links to partner and other external websites are provided for convenience; we are not responsible for their privacy practices.",
  },
  {
    id: 'your-rights',
    title: 'Your rights: access and correction',
    body: 'You may ask to see the personal information we hold about you, how it has been used and to whom it has been disclosed, and you may ask us to correct it if it is inaccurate or incomplete. Send your request in writing to our Privacy Officer (section 12). We will respond within 30 business days, as PIPA requires, and may ask you to confirm your identity first.\n\nIn limited cases the law allows or requires us to refuse access, for example where the information would reveal personal information about someone else. If so, we will tell you why.',
  },
  {
    id: 'children',
    title: 'Children',
    body: 'Our website and services are intended for adults. Reservations must be made by an adult, and we do not knowingly collect personal information from children, other than the number and ages of guests in a booking party where the booking guest chooses to share them.',
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: 'We may update this policy from time to time. The current version is always on this page with its effective date. If we make a significant change to how we use personal information, we will tell guests with upcoming reservations and homeowners by email.',
  },
  {
    id: 'contact',
    title: 'Contact us and complaints',
    body: 'Questions, requests and concerns about privacy go to our Privacy Officer: [{{email}}](mailto:{{email}}), [{{phone}}]({{tel}}), or by mail to the Privacy Officer, {{name}}, {{address}}. You can also use our [contact form](/contact).\n\nIf you are not satisfied with our response, you may contact the Office of the Information and Privacy Commissioner for British Columbia ([oipc.bc.ca](https://www.oipc.bc.ca)).',
  },
];

const termsSections: Legal[] = [
  {
    id: 'agreement',
    title: 'About these terms',
    body: 'These Terms & Conditions ("Terms") form the rental agreement between you, the guest who makes the reservation ("you"), and {{name}} ("we", "us"), acting as manager and agent for the owner of the home you book (the "Property"). They apply to every reservation made through this website, our reservation platform, by phone or by email, and to your use of this website.\n\nBy making a reservation you confirm that you have read and accept these Terms on behalf of everyone in your party, and that you are at least 25 years old.',
  },
  {
    id: 'reservations-and-payment',
    title: 'Reservations and payment',
    body: 'A reservation is confirmed when we send you a written confirmation and the payment due at booking has been received. The total price of your stay, including the nightly rate, cleaning fee, taxes and the payment schedule, is shown before you book.\n\nPrices include or show separately the Goods and Services Tax (GST), Provincial Sales Tax (PST) and Municipal and Regional District Tax (MRDT) that apply to short-term accommodation in British Columbia. If a balance is due before arrival and is not paid by its due date, we may cancel the reservation under section 3.\n\nA refundable security deposit or pre-authorization may be required for some Properties. If so, its amount is shown before you book, and it is released within 14 days after departure, less any amounts owing under section 8.',
  },
  {
    id: 'cancellation-policy',
    title: 'Cancellation policy',
    body: 'If you cancel a confirmed reservation, we refund payments as follows:\n\n{{cancellation_policy}}\n\n**Cancellations must be made in writing**, by email to [{{email}}](mailto:{{email}}) or by mail to {{address}}. A cancellation takes effect on the date we receive it; days are counted to 4:00 p.m. Pacific Time on the arrival date. A phone call or a message on a third-party platform is not a cancellation until it is confirmed in writing.\n\nEarly departures, late arrivals and no-shows are not refunded. Road closures, weather, avalanche control, snow conditions and lift or trail closures are not grounds for a refund; we strongly recommend travel insurance that covers trip cancellation and interruption.\n\nIf we must cancel your reservation because the Property cannot be used (for example after serious damage or a utility failure), we will offer a comparable home if one is available, or refund all amounts you have paid for the cancelled nights. That refund is the limit of our responsibility for the cancellation.',
  },
  {
    id: 'changes',
    title: 'Changes to a reservation',
    body: 'Requests to change dates or the number of guests are subject to availability and must be made in writing. A change to new dates that begins less than 30 days before the original arrival date is treated as a cancellation under section 3. Any difference in price is charged or refunded when the change is confirmed.',
  },
  {
    id: 'check-in-and-check-out',
    title: 'Check-in, check-out and access',
    body: "Check-in is from 4:00 p.m. and check-out is by 10:00 a.m., unless your confirmation says otherwise. Access details, door codes and Wi-Fi information are provided on your private welcome page before arrival. Keep them confidential and do not share your welcome-page password outside your party.\n\nLate check-out without our agreement may be charged at one night's rate. We or our contractors may enter the Property during your stay for urgent repairs, safety reasons, or scheduled services with reasonable notice to you.",
  },
  {
    id: 'occupancy-and-house-rules',
    title: 'Occupancy and house rules',
    body: "You agree, for yourself and your party, to:\n\n- not exceed the maximum number of guests shown for the Property, at any time of day;\n- respect quiet hours from 10:00 p.m. to 8:00 a.m. and be considerate of neighbours;\n- not hold parties or events without our prior written permission;\n- not smoke or vape tobacco or cannabis anywhere inside the Property;\n- bring pets only to Properties listed as pet-friendly, and only with prior approval;\n- store garbage and recycling in the wildlife-resistant containers provided: {{town}} is bear country, and attractants put wildlife and people at risk;\n- use hot tubs, fireplaces and barbecues as instructed, and never leave fires unattended; and\n- follow the house rules on the Property's welcome page and any reasonable instructions from us.\n\nSerious or repeated breaches of these rules, or behaviour that threatens people or property, allow us to end the stay immediately without refund.",
  },
  {
    id: 'winter-travel-and-parking',
    title: 'Winter travel, parking and mountain conditions',
    body: '{{town}} is a mountain town. From October 1 to April 30, winter tires or chains are required on most highways through the mountain passes, and roads such as the Trans-Canada Highway over Rogers Pass can close without notice for weather or avalanche control. Park only in the spaces described for the Property so snow can be cleared. Driveways, stairs and decks are cleared and sanded, but surfaces can be icy: take care, and tell us right away if an area needs attention. Outdoor activities are at your own risk.',
  },
  {
    id: 'damage',
    title: 'Damage, loss and extra cleaning',
    body: 'You are responsible for loss of or damage to the Property and its contents caused during your stay by you, your party or your visitors, beyond normal wear and tear, and for extra cleaning needed to return the Property to the condition it was in at arrival. Please report any damage or breakage promptly. We will provide an itemized description and receipts for any amount we charge, and we may recover those amounts from the security deposit or the payment method used for the reservation.',
  },
  {
    id: 'liability',
    title: 'Our responsibility and limits',
    body: 'We take care to describe each Property accurately and keep it clean, safe and in good repair. If something is not as described or stops working, tell us as soon as possible and give us a reasonable chance to fix it; we will do our best to do so quickly.\n\nTo the extent the law allows, neither we nor the owner are liable for interruptions of utilities, Internet, television or amenities such as hot tubs beyond our reasonable control; for noise or construction nearby; for loss of or damage to your belongings or vehicles; or for indirect or consequential losses. Our total liability for any claim relating to a reservation is limited to the amount you paid for that reservation. Nothing in these Terms limits liability that cannot be limited under British Columbia law, including for our own negligence causing injury.\n\nYou agree to indemnify us and the owner against claims caused by a breach of these Terms, or by the negligent or wilful acts of you, your party or your visitors.',
  },
  {
    id: 'circumstances-beyond-control',
    title: 'Circumstances beyond our control',
    body: 'We are not responsible for failing to perform our obligations because of events beyond our reasonable control, such as wildfire, flood, avalanche, severe weather, road or highway closures, evacuation orders, pandemics, government orders or extended utility failures. If such an event makes the Property unusable or unsafe for your stay, section 3 applies as if we had cancelled the reservation.',
  },
  {
    id: 'website',
    title: 'Use of this website',
    body: 'The content of this website, including text, photographs and illustrations, belongs to us or our licensors and may not be copied for commercial use without permission. We try to keep listings, photos and availability accurate, but errors may occur and we may correct them at any time, including after a reservation request. Links to partner and third-party sites are provided for convenience; we are not responsible for their content or services. Our [Privacy Policy](/privacy-policy) explains how we handle personal information.',
  },
  {
    id: 'governing-law',
    title: 'Governing law',
    body: 'These Terms and every reservation are governed by the laws of the Province of British Columbia and the federal laws of Canada that apply there. You and we agree to the exclusive jurisdiction of the courts of British Columbia, including the Civil Resolution Tribunal for claims within its jurisdiction.',
  },
  {
    id: 'general',
    title: 'General',
    body: 'If any part of these Terms is found invalid or unenforceable, the rest remains in effect. Our failure to enforce a term is not a waiver of it. These Terms, together with your reservation confirmation and the house rules of the Property, are the entire agreement about your stay. We may update these Terms from time to time; the version in effect when your reservation was confirmed applies to that reservation.',
  },
  {
    id: 'contact',
    title: 'Contact',
    body: '{{name}}, {{address}}. Email [{{email}}](mailto:{{email}}), phone [{{phone}}]({{tel}}). In an emergency, call 911 first.',
  },
];

const legalBody = (intro: string, sections: Legal[]) =>
  [intro, ...sections.map((s) => `## ${s.title} {#${s.id}}\n\n${s.body}`)].join('\n\n');

/** The default copy of every brochure page. */
export function defaultPages(): Record<PageSlug, DefaultPage> {
  return {
    home: {
      seo: {
        title: '{{name}} | Vacation rentals in {{town}}, BC',
        description:
          'Hand-picked vacation rental homes in {{town}}, BC: ski-season chalets, lakeside cabins and downtown condos, cared for by a local team that answers the phone day and night.',
      },
      sections: [
        {
          kind: 'hero',
          id: 'hero',
          eyebrow: '{{town}}, British Columbia',
          heading: 'Your home base in the Selkirk Mountains',
          text: 'Powder mornings at the resort, lazy afternoons by the Columbia River and a warm, well-kept home to come back to. Hand-picked vacation rentals in {{town}}, cared for by people who live here.',
          image: images.heroWinter,
          buttons: [
            { label: 'View Rentals', href: '/properties' },
            { label: 'Explore {{town}}', href: '/revylife' },
          ],
        },
        {
          kind: 'cards',
          id: 'promises',
          heading: 'Why stay with us',
          items: [
            {
              title: 'Homes we would stay in ourselves',
              text: 'Every home is visited, photographed and stocked by our team: good beds, real kitchens, boot dryers by the door.',
            },
            {
              title: 'A local team, day and night',
              text: 'We live here. If the hot tub sulks at midnight or the road closes at Rogers Pass, a person answers.',
            },
            {
              title: 'Clear terms, no surprises',
              text: 'Straightforward prices and a plain-language cancellation policy, so you can plan your trip with confidence.',
            },
          ],
        },
        {
          kind: 'hero',
          id: 'featured',
          eyebrow: 'Featured accommodations',
          heading: 'Stays our guests rave about',
          text: 'From slope-side chalets to quiet cabins on the river, these are the homes people rebook year after year.',
          buttons: [{ label: 'See all rentals', href: '/properties' }],
        },
        {
          kind: 'cards',
          id: 'seasons',
          heading: 'Live the local life',
          items: [
            {
              title: 'Winter',
              text: 'Deep powder days, fireside nights\n\nThe most vertical in North America at Revelstoke Mountain Resort, and cat-skiing beyond it.',
              image: images.seasonWinter,
              link: { label: 'Explore', href: '/revylife#winter' },
            },
            {
              title: 'Food & drink',
              text: 'Flat whites, craft beer and long dinners\n\nMackenzie Avenue cafés, bakeries that sell out by ten and patios that catch the evening sun.',
              image: images.seasonFood,
              link: { label: 'Explore', href: '/revylife#food' },
            },
            {
              title: 'Events',
              text: 'Street Fest, live music and festivals\n\nSummer evenings in Grizzly Plaza, winter carnival weekends and markets all year.',
              image: images.seasonEvents,
              link: { label: 'Explore', href: '/revylife#events' },
            },
            {
              title: 'Summer',
              text: 'Alpine meadows, rivers and lakes\n\nWildflowers on Mt. Revelstoke, Begbie Falls, the Columbia and the Arrow Lakes.',
              image: images.seasonSummer,
              link: { label: 'Explore', href: '/revylife#summer' },
            },
          ],
        },
        {
          kind: 'cards',
          id: 'services',
          eyebrow: 'How we help',
          heading: 'Looking after guests and homes',
          items: [
            {
              title: 'Guest services',
              text: 'A warm welcome, a spotless home and a local on call around the clock. Lift tickets, guides, dinner reservations or a stocked fridge on arrival: ask, and we will make it happen.',
              image: images.lakeGolden,
              link: { label: 'Explore Guest Services', href: '/guest-services' },
            },
            {
              title: 'Homeowner services',
              text: 'Own a home in {{town}}? We handle pricing, guests, cleaning, maintenance and the books, so your place earns well and is cared for like our own.',
              image: images.autumnDay,
              link: { label: 'See Homeowner Benefits', href: '/homeowners' },
            },
          ],
        },
        {
          kind: 'rich_text',
          id: 'contact',
          eyebrow: 'Get in touch',
          heading: 'Plan your stay with a local',
          body: 'Dates, dogs, a big group or a quiet week away: tell us what you have in mind and we will find the right home and answer within a day.',
        },
      ],
    },

    about: {
      seo: {
        title: 'About Us',
        description:
          'Meet the six partners behind {{name}}: locals who ski, hike, paddle and host in {{town}}, BC.',
      },
      sections: [
        {
          kind: 'hero',
          id: 'hero',
          eyebrow: 'About us',
          heading: 'Locals who love having company',
          text: '{{name}} started with one A-frame, a spare set of keys and a habit of leaving trail maps on the kitchen table.',
          image: images.springDawn,
          buttons: [],
        },
        {
          kind: 'rich_text',
          id: 'story',
          eyebrow: 'Our story',
          heading: 'Rooted in {{town}}',
          body: [
            'Most of us came to {{town}} for one winter and never left. Somewhere between the first powder day at the resort and the first summer evening on the Columbia River, it stopped being a trip and became home.',
            'Friends started asking where to stay, then neighbours started asking who could look after their places while they travelled. We said yes to both, one home at a time, and learned what makes a mountain stay feel easy: a warm entryway for wet boots, a host who answers, honest advice about the weather on the pass.',
            'Today we care for a small collection of homes across town, from Mackenzie Avenue lofts to cabins near the Illecillewaet. We still clean to our own standard, still answer our own phones, and still leave the trail maps out.',
          ].join('\n\n'),
        },
        {
          kind: 'team',
          id: 'partners',
          eyebrow: 'The partners',
          heading: 'Six people, one phone number',
          intro:
            'Between us we have skied every run on the mountain, guided in both national parks and fixed more hot tubs than we can count.',
          members: [
            ['Maren', 'Co-founder and operations'],
            ['Jonah', 'Guest experience'],
            ['Priya', 'Owner relations and accounting'],
            ['Callum', 'Homes and maintenance'],
            ['Aiko', 'Photography and marketing'],
            ['Theo', 'Concierge and local guide'],
          ].map(([name, role]) => ({
            name: name!,
            role: role!,
            photo: { url: `/images/team/${name!.toLowerCase()}.svg`, alt: `Portrait of ${name}` },
          })),
        },
        {
          kind: 'links',
          id: 'next',
          links: [
            { label: 'Find your stay', href: '/properties' },
            { label: 'Say hello', href: '/contact' },
          ],
        },
      ],
    },

    'guest-services': {
      seo: {
        title: 'Guest Services',
        description:
          'A local team on call 24/7, spotless homes, a personal welcome and concierge help with lift tickets, guides and dinner reservations in {{town}}.',
      },
      sections: [
        {
          kind: 'hero',
          id: 'hero',
          eyebrow: 'Guest services',
          heading: 'Looked after from the first email to check-out',
          text: 'You came for the mountains. We take care of everything else, with a team that lives in {{town}} and picks up the phone.',
          image: images.seasonFood,
          buttons: [],
        },
        {
          kind: 'rich_text',
          id: 'service-24-7',
          eyebrow: 'Always on',
          heading: '24/7 Service',
          image: images.valleyNight,
          body: [
            'A lost key at midnight, a breaker that trips during a storm, a question about the road over Rogers Pass at six in the morning: call us and a real person from our team answers, any hour of any day.',
            'We are based in town, minutes from every home we manage, so when something needs hands rather than advice, someone is on the way.',
            'Call or text [{{phone}}]({{tel}}).',
          ].join('\n\n'),
        },
        {
          kind: 'rich_text',
          id: 'the-units',
          eyebrow: 'Our homes',
          heading: 'The Units',
          image: images.heroWinter,
          body: [
            'We only take on homes we would happily book for our own families. Each one is inspected before every arrival and cleaned by the same local crews, season after season.',
            [
              '- Hotel-quality linens, towels and proper mattresses',
              '- Kitchens with real knives, good pans and a coffee set-up worth waking up for',
              '- Boot and glove dryers, ski storage and plenty of hooks for wet gear',
              '- Fast Wi-Fi, a workspace in most homes and snow cleared before you arrive',
            ].join('\n'),
          ].join('\n\n'),
        },
        {
          kind: 'rich_text',
          id: 'initial-welcome',
          eyebrow: 'Arrival',
          heading: 'Initial Welcome',
          image: images.springDawn,
          body: [
            'A week before you arrive you get your private welcome page: door code, Wi-Fi, parking, garbage and recycling, hot tub notes and our favourite places nearby, all in one place on your phone.',
            'Arriving late after the drive from Kelowna or Calgary? Self check-in means no waiting. Prefer a walk-through? We will meet you at the door, show you how the fireplace works and point out the best sunset spot on the deck.',
          ].join('\n\n'),
        },
        {
          kind: 'rich_text',
          id: 'concierge',
          eyebrow: 'Make it easy',
          heading: 'Concierge Service',
          image: images.seasonWinter,
          body: [
            'Tell us what would make the trip, and we will line it up before you get here:',
            [
              '- Lift tickets, rentals and lessons at Revelstoke Mountain Resort',
              '- Cat-skiing, heli-skiing and avalanche-savvy backcountry guides',
              '- Guided hikes in Mt. Revelstoke and Glacier national parks',
              '- A stocked fridge, a private chef night or a massage after a big day',
              '- Dinner reservations on busy Saturday nights',
            ].join('\n'),
            '[Send us a message](/contact) with your dates and wishes.',
          ].join('\n\n'),
        },
      ],
    },

    homeowners: {
      seo: {
        title: 'Homeowner Benefits',
        description:
          'Vacation rental management in {{town}}: strategic pricing, a careful onboarding, five-star guest care and clear monthly accounting for your home.',
      },
      sections: [
        {
          kind: 'hero',
          id: 'hero',
          eyebrow: 'Homeowner benefits',
          heading: 'Your home, earning well and cared for like ours',
          text: 'We manage a small number of homes in {{town}} so each one gets real attention: better reviews, steadier bookings and an owner who never has to field a 2 a.m. call.',
          image: images.autumnDay,
          buttons: [],
        },
        {
          kind: 'rich_text',
          id: 'strategic-pricing',
          eyebrow: 'Revenue',
          heading: 'Strategic Pricing',
          image: images.seasonFood,
          body: [
            'A powder week in February and a quiet Tuesday in November are not the same night. We price every date using local demand: resort opening and closing, long weekends, festivals, Rogers Pass closures and the summer rush to the national parks.',
            'Rates are reviewed every week, minimum stays adjust with the season, and you can block your own dates whenever you want to use the place yourself.',
          ].join('\n\n'),
        },
        {
          kind: 'rich_text',
          id: 'onboarding',
          eyebrow: 'Getting started',
          heading: 'Onboarding Process',
          image: images.lakeGolden,
          body: [
            'From the first walk-through to the first guest usually takes three to four weeks:',
            [
              '- A visit and a frank assessment of what the home will earn and what it needs',
              '- Help with the City of {{town}} business licence and the provincial short-term rental registration',
              '- Professional photography and a listing written by people who know the neighbourhood',
              '- Linens, kitchen kit, safety equipment and the small touches guests notice',
              "- Your home's private guest welcome page, with access codes kept off public listings",
            ].join('\n'),
          ].join('\n\n'),
        },
        {
          kind: 'rich_text',
          id: 'stays-to-stars',
          eyebrow: 'Guest care',
          heading: 'From Stays to Stars',
          image: images.seasonWinter,
          body: [
            "Five-star reviews are earned in the small things: a fast answer at 10 p.m., a driveway plowed before arrival, a spotless hot tub, a restaurant tip that makes someone's trip.",
            'Our guests are screened, greeted and looked after around the clock, and our cleaners and maintenance crew inspect your home after every stay, so small problems never become big ones.',
          ].join('\n\n'),
        },
        {
          kind: 'rich_text',
          id: 'accounting',
          eyebrow: 'Clear numbers',
          heading: 'Accounting',
          image: images.springDawn,
          body: [
            'Each month you receive a statement with every booking, every fee and every repair receipt, followed by a direct deposit. We remit the GST, PST and Municipal and Regional District Tax on your bookings, and at year end you get a summary ready for your accountant.',
            'No long contracts and no surprises: just numbers you can follow.',
          ].join('\n\n'),
        },
        {
          kind: 'hero',
          id: 'owners-cta',
          heading: "Let's talk about your home",
          text: 'Coffee is on us. Call [{{phone}}]({{tel}}) or send a note and we will set up a visit.',
          buttons: [{ label: 'Contact us', href: '/contact' }],
        },
      ],
    },

    revylife: {
      seo: {
        title: 'Live the local life in {{town}}',
        description:
          'Winter and summer in {{town}}, BC: skiing at Revelstoke Mountain Resort, hikes in Mt. Revelstoke National Park, Begbie Falls, the Columbia River, cafés and Street Fest.',
      },
      sections: [
        {
          kind: 'hero',
          id: 'hero',
          eyebrow: 'Live the local life',
          heading: 'Four seasons of {{town}}',
          text: 'Locals call it Revy. Here is how we spend our days off, whatever the weather on the Selkirks is doing.',
          image: images.seasonSummer,
          buttons: [],
        },
        {
          kind: 'rich_text',
          id: 'winter',
          eyebrow: 'Winter',
          heading: 'Snow that keeps on coming',
          image: images.seasonWinter,
          body: [
            'Revelstoke Mountain Resort has the most lift-served vertical in North America, 1,713 metres of it, and the snow to match. Beyond the ropes, cat-skiing and heli-skiing operators reach deep into the Selkirks and Monashees.',
            'Prefer a slower pace? Skate-ski the Nordic trails on Mt. Macpherson, snowshoe through cedar forest, or soak in the hot tub while it snows. Heading into the backcountry? Check the avalanche forecast and the road over Rogers Pass first.',
          ].join('\n\n'),
        },
        {
          kind: 'links',
          id: 'winter-links',
          links: [
            { href: 'https://www.revelstokemountainresort.com', label: 'Revelstoke Mountain Resort' },
            { href: 'https://avalanche.ca', label: 'Avalanche Canada' },
            { href: 'https://www.drivebc.ca', label: 'DriveBC road conditions' },
          ],
        },
        {
          kind: 'rich_text',
          id: 'summer',
          eyebrow: 'Summer',
          heading: 'Meadows, waterfalls and warm lakes',
          image: images.seasonSummer,
          body: [
            'Drive the Meadows in the Sky Parkway to the top of Mt. Revelstoke National Park, where wildflowers carpet the summit in late July. Walk the Giant Cedars Boardwalk, cool off at Begbie Falls, or ride the flowy trails on Mt. Macpherson.',
            'The Columbia River runs right past downtown, ready for a paddle, and the Arrow Lakes stretch south with sandy beaches and evening swims. Back at the resort, the Pipe Mountain Coaster is a hit with every age.',
          ].join('\n\n'),
        },
        {
          kind: 'links',
          id: 'summer-links',
          links: [
            { href: 'https://parks.canada.ca/pn-np/bc/revelstoke', label: 'Mt. Revelstoke National Park' },
            { href: 'https://parks.canada.ca/pn-np/bc/glacier', label: 'Glacier National Park' },
            { href: 'https://bcparks.ca', label: 'BC Parks' },
          ],
        },
        {
          kind: 'rich_text',
          id: 'food',
          eyebrow: 'Food & drink',
          heading: 'Small town, serious appetite',
          image: images.seasonFood,
          body: [
            "Mornings start on Mackenzie Avenue, with a flat white and whatever the bakery has just pulled from the oven. Lunch is a sandwich on a chairlift or a picnic at Williamson Lake. Dinner means local craft beer, wood-fired pizza, fresh pasta or a long table of friends in your rental's kitchen.",
            "On summer Saturdays the farmers' market fills Grizzly Plaza. Ask us for our current favourites: we eat out more than we should.",
          ].join('\n\n'),
        },
        {
          kind: 'links',
          id: 'food-links',
          links: [{ href: 'https://seerevelstoke.com', label: 'Tourism Revelstoke' }],
        },
        {
          kind: 'rich_text',
          id: 'events',
          eyebrow: 'Events',
          heading: 'Something on every week',
          image: images.seasonEvents,
          body: 'In July and August, Summer Street Fest brings free live music to Grizzly Plaza most evenings. Winter brings carnival weekends and opening-day celebrations at the resort, and the Revelstoke Railway Museum tells the story of the line that built the town, all year round.',
        },
        {
          kind: 'links',
          id: 'events-links',
          links: [
            { href: 'https://seerevelstoke.com', label: 'What is on in Revelstoke' },
            { href: 'https://railwaymuseum.com', label: 'Revelstoke Railway Museum' },
          ],
        },
      ],
    },

    partners: {
      seo: {
        title: 'Partners',
        description:
          'Local businesses our guests love: massage therapy, guided hiking and the coffee shop we start our days at in {{town}}.',
      },
      sections: [
        {
          kind: 'hero',
          id: 'hero',
          eyebrow: 'Partners',
          heading: 'The locals we send our guests to',
          text: 'Businesses we use ourselves and recommend without hesitation.',
          image: images.seasonEvents,
          buttons: [],
        },
        {
          kind: 'cards',
          id: 'partner-list',
          eyebrow: 'Our partners',
          heading: 'Good people, close by',
          intro: 'Mention you are staying with {{name}} when you book.',
          items: [
            {
              title: 'Riverside Massage Therapy',
              text: 'Massage therapy\n\nRegistered massage therapists who know exactly what a week of deep snow does to your legs. Mobile treatments at your rental on request.',
              image: images.seasonWinter,
              link: { label: 'Visit Riverside Massage Therapy', href: 'https://riversidemassage.example' },
            },
            {
              title: 'Summit Trail Guides',
              text: 'Guided hiking\n\nSmall-group and private hikes in Mt. Revelstoke and Glacier national parks, from wildflower walks to big alpine days on the Asulkan.',
              image: images.seasonSummer,
              link: { label: 'Visit Summit Trail Guides', href: 'https://summittrailguides.example' },
            },
            {
              title: 'Woodstove Coffee Co.',
              text: 'Coffee shop\n\nOur morning meeting room: carefully roasted beans, cardamom buns that vanish by ten and a sunny bench on the avenue.',
              image: images.seasonFood,
              link: { label: 'Visit Woodstove Coffee Co.', href: 'https://woodstovecoffee.example' },
            },
          ],
        },
        {
          kind: 'hero',
          id: 'become-partner',
          heading: 'Become a partner',
          text: 'Run a local business our guests would love? Guides, rentals, restaurants, wellness, childcare: if you care about visitors as much as we do, we would like to hear from you.',
          buttons: [
            { label: 'Get in touch', href: '/contact' },
            { label: 'Email us', href: 'mailto:{{email}}?subject=Partnership' },
          ],
        },
      ],
    },

    'privacy-policy': {
      seo: {
        title: 'Privacy Policy',
        description:
          "How {{name}} collect, use, protect and share personal information of guests, homeowners and website visitors, under British Columbia's Personal Information Protection Act.",
      },
      sections: [
        {
          kind: 'hero',
          id: 'hero',
          eyebrow: 'Legal',
          heading: 'Privacy Policy',
          image: images.seasonWinter,
          buttons: [],
        },
        {
          kind: 'legal',
          id: 'policy',
          effective_date: '2025-07-01',
          body: legalBody(
            'Your privacy matters to us. This policy describes what personal information {{name}} collects, why we collect it, how we use and protect it, and the choices and rights you have. Please also read our [Terms & Conditions](/terms-and-conditions).',
            privacySections,
          ),
        },
      ],
    },

    'terms-and-conditions': {
      seo: {
        title: 'Terms & Conditions',
        description:
          'The terms of every stay with {{name}}: bookings and payment, the cancellation policy, house rules, liability and the law of British Columbia.',
      },
      sections: [
        {
          kind: 'hero',
          id: 'hero',
          eyebrow: 'Legal',
          heading: 'Terms & Conditions',
          image: images.seasonWinter,
          buttons: [],
        },
        {
          kind: 'legal',
          id: 'terms',
          effective_date: '2025-07-01',
          body: legalBody(
            'Thank you for choosing {{name}}. Please read these terms before you book: they explain what you can expect from us, what we ask of you, and how cancellations and refunds work.',
            termsSections,
          ),
        },
      ],
    },

    contact: {
      seo: {
        title: 'Contact',
        description:
          'Questions about a stay or your home in {{town}}? Send us a message or call {{phone}}: a local answers, usually within a few hours.',
      },
      sections: [
        {
          kind: 'hero',
          id: 'hero',
          eyebrow: 'Contact',
          heading: 'Talk to a local',
          text: 'Questions about a home, your dates or the best powder day of the week: we are happy to help.',
          image: images.valleyNight,
          buttons: [],
        },
        {
          kind: 'rich_text',
          id: 'message',
          heading: 'Send us a message',
          body: 'All fields are required. We usually reply within a few hours.',
        },
        { kind: 'links', id: 'direct', heading: 'Reach us directly', links: [] },
      ],
    },
  };
}
