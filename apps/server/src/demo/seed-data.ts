/**
 * Demo content for a fresh DPMS install (Department of CSE): tours, clubs, announcements,
 * the student-ID allow-list and three demo student accounts.
 *
 * Everything here is fictional sample data. Money is in integer poisha (Tk 1 = 100 poisha).
 * Tour departure dates are relative to the day the seed runs (`departureInDays`), and
 * announcement dates likewise (`daysAgo`), so a fresh install always looks current.
 * `image` is the file stem of an SVG in `seed-assets/`.
 */

export interface SeedTour {
  destination: string;
  location: string;
  /** Where and when the group gathers to set off. */
  meetingPoint: string;
  overview: string;
  itinerary: string;
  costPoisha: number;
  registration: 'Open' | 'Closed';
  departureInDays: number;
  duration: string;
  accommodation: string;
  transportation: 'Bus' | 'Train' | 'Boat';
  inclusions: string;
  exclusions: string;
  groupSize: number;
  tourGuides: string;
  healthSafety: string;
  paymentCancellation: string;
  /** File stem of an SVG in seed-assets, e.g. 'sajek-valley'. */
  image: string;
  /** Paying in parts (decision 0052): each part's amount and its day, in days from the seed. */
  paymentPlan?: { parts: Array<{ amountPoisha: number; dueInDays: number }>; graceDays: number };
}

export type SeedClubRole = 'President' | 'Vice President' | 'Treasurer';

export interface SeedClub {
  clubName: string;
  /** File stem of an SVG in seed-assets. */
  image: string;
  clubDescription: string;
  clubRole: SeedClubRole;
  roleName: string;
  clubRole2: SeedClubRole;
  roleName2: string;
  membershipBenefits: string;
  contactInformation: string;
  monthlyPricePoisha: number;
  yearlyPricePoisha: number;
}

export interface SeedAnnouncement {
  title: string;
  description: string;
  /** File stem of an SVG in seed-assets. */
  image: string;
  daysAgo: number;
}

export type SeedBatch = '8th' | '9th' | '10th' | '11th' | '12th';

export interface DemoStudent {
  name: string;
  /** One of seedStudentIds. */
  studentId: string;
  batch: SeedBatch;
  email: string;
  phone: string;
}

/** Taka to poisha, for readable literals below (Tk 149.50 -> 14950). */
const tk = (taka: number): number => Math.round(taka * 100);

/**
 * A seed event as the tour table's row: its days from the seed (departure, a plan's parts) as
 * dates by `dayIn`, and the image the caller stored.
 */
export function seedTourRow(
  { image: _image, departureInDays, paymentPlan, ...fields }: SeedTour,
  imageUrl: string,
  dayIn: (days: number) => string,
) {
  return {
    ...fields,
    departureDate: dayIn(departureInDays),
    paymentPlan: paymentPlan
      ? {
          parts: paymentPlan.parts.map((part) => ({
            amountPoisha: part.amountPoisha,
            dueOn: dayIn(part.dueInDays),
          })),
          graceDays: paymentPlan.graceDays,
        }
      : null,
    imageUrl,
  };
}

export const seedTours: SeedTour[] = [
  {
    destination: 'Sajek Valley',
    location: 'Rangamati',
    meetingPoint: 'Sayedabad bus terminal, Shyamoli Paribahan counter, 9:45 PM (the evening before)',
    overview:
      'A three-day trip to Sajek Valley, the hilltop village above the clouds on the Rangamati-Mizoram border. ' +
      "Students will watch the sunrise from Konglak Para, walk through Lushai and Tripura villages, and see Khagrachari's caves and waterfalls on the way back. " +
      "The tour is open to all batches and is the department's flagship winter trip.",
    itinerary: [
      'Day 1: Dhaka to Sajek - Night coach departs from Sayedabad at 10:30 PM the evening before and reaches Khagrachari by 7:00 AM; breakfast, then chander gari jeeps join the 10:30 AM army-escorted convoy from Baghaihat, arriving at Ruilui Para by 1:30 PM. Lunch, check-in and sunset at the helipad.',
      'Day 2: Konglak Para and the valley - Pre-dawn walk to Konglak Para for sunrise over the cloud sea, breakfast at the resort, a guided visit to a Lushai village and the Sajek community school, and a free evening with a barbecue dinner.',
      'Day 3: Sajek to Dhaka via Khagrachari - Morning convoy back to Khagrachari, visits to Alutila Cave and Richhang Waterfall, lunch in town, and the 9:00 PM night coach to Dhaka (arrival around 5:30 AM).',
    ].join('\n'),
    costPoisha: tk(6500),
    registration: 'Open',
    departureInDays: 35,
    duration: '3 days, 2 nights',
    accommodation:
      'Shared wooden cottages at a hilltop eco-resort in Ruilui Para, four students per room, with separate blocks for male and female students and one room per faculty member.',
    transportation: 'Bus',
    inclusions: [
      'Return non-AC night coach Dhaka - Khagrachari - Dhaka',
      'Chander gari jeeps Khagrachari - Sajek - Khagrachari (6 students per jeep)',
      'Two nights of shared accommodation in Sajek',
      'All meals from Day 1 breakfast to Day 3 lunch, plus one barbecue dinner',
      'Entry fees for Alutila Cave and Richhang Waterfall',
      'Group first-aid kit and a local guide in Sajek',
    ].join('\n'),
    exclusions: [
      'Dinner on Day 3 and snacks during the coach journeys',
      'Personal shopping, laundry and mobile top-ups',
      'Single-room upgrades',
      "Any cost caused by road closures, strikes or convoy delays beyond the organisers' control",
    ].join('\n'),
    groupSize: 40,
    tourGuides: 'Dr. Farhana Rahman (Associate Professor) and Md. Tanvir Hasan (Lecturer)',
    healthSafety:
      'Students must carry their university ID card and a photocopy of their national ID or birth certificate for the army checkpoint. ' +
      'Roads are steep and winding: bring motion-sickness tablets if needed, comfortable walking shoes and a light jacket for the early mornings. ' +
      'Drinking water is bottled; nobody leaves the resort after dark without informing a faculty guide. ' +
      'Students with asthma, heart conditions or allergies must declare them on the consent form.',
    paymentCancellation:
      'The full fee of Tk 6,500 must be paid through DPMS to confirm a seat. ' +
      'Cancellations made 15 or more days before departure receive a full refund minus a Tk 300 processing charge; 7 to 14 days before, a 50% refund (Tk 3,250); within 7 days of departure, no refund, as coach and resort bookings are non-refundable. ' +
      'A seat may be transferred to another CSE student free of charge until 3 days before departure. ' +
      'If the department cancels the tour, the full amount is refunded within 10 working days.',
    image: 'sajek-valley',
  },
  {
    destination: 'Sundarbans',
    location: 'Khulna',
    meetingPoint: 'Gabtoli bus terminal, Hanif Enterprise counter, 9:15 PM (the night before)',
    overview:
      'Three days aboard a tourist launch in the Sundarbans, the largest mangrove forest in the world and a UNESCO World Heritage Site. ' +
      'With forest-department guides and armed guards, the group will visit Kotka, Kochikhali and Karamjal, looking out for spotted deer, crocodiles, kingfishers and, with luck, the Royal Bengal tiger. ' +
      'The trip ends with a short session on the remote-sensing work used to track mangrove loss.',
    itinerary: [
      'Day 1: Khulna to Harbaria - Overnight coach from Gabtoli (departs 10:00 PM the night before) reaches Khulna by 6:00 AM; boarding at the launch ghat at 7:30 AM, sailing down the Pasur river, and a walk along the Harbaria eco-trail in the afternoon.',
      'Day 2: Kotka and Kochikhali - Dawn canal cruise by country boat for wildlife spotting, a guided walk from Kotka to Jamtola beach, the Kochikhali grassland in the afternoon, and an evening talk on mangrove monitoring with satellite imagery.',
      'Day 3: Karamjal and return - Visit to the Karamjal wildlife and crocodile breeding centre, lunch on board while sailing back to Khulna by 5:00 PM, and the 9:30 PM night coach to Dhaka.',
    ].join('\n'),
    costPoisha: tk(8500),
    registration: 'Open',
    departureInDays: 60,
    paymentPlan: {
      parts: [
        { amountPoisha: tk(4500), dueInDays: 14 },
        { amountPoisha: tk(4000), dueInDays: 45 },
      ],
      graceDays: 3,
    },
    duration: '3 days, 2 nights',
    accommodation:
      'Shared cabins on a licensed two-deck tourist launch, two to four students per cabin, with attached washrooms, a dining deck and separate cabin rows for male and female students.',
    transportation: 'Boat',
    inclusions: [
      'Return non-AC coach Dhaka - Khulna - Dhaka',
      'Two nights on the tourist launch with all meals on board (seafood and vegetarian options)',
      'Forest department entry permits, trophy and guide fees',
      'Armed forest guard and an English/Bangla speaking naturalist guide',
      'Country boat rides through the side canals',
      'Life jackets for every passenger',
    ].join('\n'),
    exclusions: [
      'Camera fees for professional video equipment (charged by the forest department)',
      'Soft drinks and snacks bought on board',
      'Personal medicines and insect repellent',
      'Travel insurance',
    ].join('\n'),
    groupSize: 30,
    tourGuides: 'Dr. Mohammad Abdullah Al Mamun (Professor) and Nusrat Jahan (Assistant Professor)',
    healthSafety:
      'Life jackets must be worn on every country-boat ride and whenever the launch is under way. ' +
      'Nobody leaves the trail or steps off the boat without the armed guard; walking alone in the forest is strictly prohibited. ' +
      'Bring insect repellent, long sleeves and closed shoes for the muddy trails. ' +
      "There is no mobile coverage in parts of the forest: the launch carries a satellite-linked radio, and a doctor's contact in Mongla is on call.",
    paymentCancellation:
      'Pay the fee of Tk 8,500 through DPMS to hold a cabin berth: in full, or in two parts (Tk 4,500 within two weeks, which holds the berth, and Tk 4,000 by two weeks before departure). A part unpaid 3 days after its date releases the berth to the waiting list. ' +
      'Cancellations 21 or more days before departure are refunded in full minus Tk 500 (forest permit charges); 8 to 20 days before, Tk 4,000 is refunded; within 7 days of departure, no refund is possible. ' +
      'If a storm warning (signal 3 or above) forces the department to postpone, students may move to the new date or take a full refund within 10 working days.',
    image: 'sundarbans',
  },
  {
    destination: "Cox's Bazar",
    location: "Cox's Bazar, Chattogram",
    meetingPoint: 'Arambagh, Green Line counter, 6:15 AM',
    overview:
      "The annual study-and-leisure tour to Cox's Bazar, home of the world's longest natural sea beach. " +
      'Along with beach time, the group will ride the Marine Drive to Himchari and Inani and visit the centuries-old Buddhist temples of Ramu. ' +
      'Registration is closed: all seats have been allocated and the final list is posted on the department notice board.',
    itinerary: [
      "Day 1: Dhaka to Cox's Bazar - AC coach departs from Arambagh at 7:00 AM with a lunch stop at Cumilla, arriving at Kolatoli by 5:30 PM; check-in and an evening walk on Laboni beach.",
      'Day 2: Marine Drive - Open-air chander gari ride along the Marine Drive to Himchari waterfall and hill viewpoint, then Inani beach for its coral stones; return for sunset at Sugandha point.',
      'Day 3: Ramu and cultural evening - Morning visit to the Ramu Buddhist temples and the reclining Buddha statue, free afternoon on the beach, and the department cultural night with a seafood dinner.',
      'Day 4: Return to Dhaka - Breakfast and check-out, the return coach leaves at 9:00 AM and reaches Dhaka by about 8:00 PM.',
    ].join('\n'),
    costPoisha: tk(7200),
    registration: 'Closed',
    departureInDays: 28,
    duration: '4 days, 3 nights',
    accommodation:
      'A mid-range beachside hotel in Kolatoli, three students per air-conditioned room, with separate floors for male and female students.',
    transportation: 'Bus',
    inclusions: [
      "Return AC coach Dhaka - Cox's Bazar - Dhaka",
      'Three nights of hotel accommodation with breakfast',
      'Lunch and dinner on all four days, including the cultural-night seafood dinner',
      'Chander gari hire for the Marine Drive and Ramu visits',
      'Tour T-shirt and cap',
    ].join('\n'),
    exclusions: [
      'Beach bike, jet-ski and parasailing rides',
      'Shopping at the Burmese market',
      'Room service and minibar',
      'Any extra night if a student chooses to stay back',
    ].join('\n'),
    groupSize: 45,
    tourGuides:
      'Dr. Shahriar Kabir (Associate Professor), Sadia Afrin (Lecturer) and Md. Rakibul Islam (Lecturer)',
    healthSafety:
      'Swimming is allowed only between the red-and-yellow flags while lifeguards are on duty, and never after sunset or during red-flag warnings. ' +
      'Students must return to the hotel by 10:00 PM and move in groups of at least three. ' +
      'Use sunscreen, drink plenty of water and report any stomach upset to the faculty guides at once; a first-aid kit and oral saline are carried on the coach.',
    paymentCancellation:
      'Registration is closed and all 45 seats have been paid for in full (Tk 7,200 each). ' +
      'Students on the final list who withdraw 10 or more days before departure are refunded Tk 6,000; within 10 days, Tk 3,000 is refunded only if a student from the waiting list takes the seat. ' +
      'If the tour is cancelled by the department, the full fee is refunded within 10 working days.',
    image: 'coxs-bazar',
  },
  {
    destination: 'Srimangal',
    location: 'Srimangal, Moulvibazar',
    meetingPoint: 'Kamalapur railway station, platform 3, 5:45 AM',
    overview:
      'A weekend by train to Srimangal, the tea capital of Bangladesh. ' +
      'Students will walk through tea estates, trek the Lawachara National Park trail where the western hoolock gibbon lives, and visit a tea factory to see how leaf becomes the cup of tea they drink every day. ' +
      'A light trip, ideal for first- and second-year students.',
    itinerary: [
      'Day 1: Dhaka to Srimangal - Morning intercity train from Kamalapur at 6:20 AM, arriving at Srimangal by 10:30 AM; check-in, lunch, a guided tea-estate walk and a tea-factory visit, and the famous seven-layer tea at sunset.',
      'Day 2: Lawachara and return - Early trek on the Lawachara forest trail with a park guide, a visit to Madhabpur Lake, lunch in town and the 4:00 PM intercity train back to Dhaka (arrival around 9:00 PM).',
    ].join('\n'),
    costPoisha: tk(3800),
    registration: 'Open',
    departureInDays: 20,
    duration: '2 days, 1 night',
    accommodation:
      'A tea-garden guesthouse on the edge of town, four students per room in bunk-bed dormitories, with separate dormitories for male and female students.',
    transportation: 'Train',
    inclusions: [
      'Return snigdha (AC chair) class train tickets Dhaka - Srimangal - Dhaka',
      'One night at the guesthouse',
      'Lunch and dinner on Day 1, breakfast and lunch on Day 2',
      'Local transport by CNG auto-rickshaw and leguna',
      'Lawachara National Park entry and park guide fee',
      'Tea factory visit',
    ].join('\n'),
    exclusions: [
      'Breakfast on Day 1 and food on the trains',
      'Tea and handicrafts bought as souvenirs',
      'Any personal expenses',
    ].join('\n'),
    groupSize: 40,
    tourGuides: 'Tahmina Akter (Assistant Professor) and Ayesha Siddiqua (Lecturer)',
    healthSafety:
      'Lawachara is home to leeches in damp weather: wear long socks and closed shoes, and carry salt or anti-leech spray. ' +
      'Stay on the marked trail, keep noise down near wildlife, and never cross the railway line inside the forest. ' +
      'Be at Kamalapur station 30 minutes before departure; the train will not wait for late arrivals.',
    paymentCancellation:
      'The full fee of Tk 3,800 is payable through DPMS. ' +
      "Cancel 10 or more days before departure for a full refund minus Tk 150; 4 to 9 days before, Tk 1,900 is refunded; within 3 days of departure, no refund, as train tickets are issued in the group's name. " +
      'If the department cancels, the full fee is returned within 10 working days.',
    image: 'srimangal',
  },
  {
    destination: "Saint Martin's Island",
    location: "Teknaf, Cox's Bazar",
    meetingPoint: 'Arambagh, Saint Martin Paribahan counter, 7:15 PM (the night before)',
    overview:
      "A trip to Saint Martin's Island, the only coral island of Bangladesh, in the Bay of Bengal. " +
      'The group will sail by sea-going tourist ship, cycle around the island, and walk to Chheradwip at low tide. ' +
      "A marine biologist from the Department of Oceanography joins to talk about coral conservation and the island's fragile ecosystem.",
    itinerary: [
      "Day 1: Dhaka to Saint Martin's - Overnight coach from Arambagh (departs 8:00 PM the night before) reaches the Cox's Bazar jetty by 6:30 AM; the tourist ship sails at 7:30 AM and reaches the island by 1:30 PM. Check-in, lunch and sunset on the west beach.",
      'Day 2: Chheradwip - Walk or ride a van to Chheradwip at low tide, a coral-conservation talk on the beach, and a cycling tour around the island in the afternoon.',
      'Day 3: Return to Dhaka - Morning on the north beach, the return ship leaves at 3:00 PM and docks by 9:00 PM, followed by the night coach to Dhaka (arrival the next morning).',
    ].join('\n'),
    costPoisha: tk(9500),
    registration: 'Open',
    departureInDays: -20,
    duration: '3 days, 2 nights',
    accommodation:
      'A family-run resort of bamboo-and-tin cottages near the west beach, four students per cottage, with solar-powered lights and fans.',
    transportation: 'Boat',
    inclusions: [
      "Return AC coach Dhaka - Cox's Bazar - Dhaka",
      "Return ship tickets (lower deck seats) Cox's Bazar - Saint Martin's - Cox's Bazar",
      'Two nights in shared cottages',
      'All meals on the island, including a fish barbecue dinner',
      'Van and bicycle hire for Chheradwip and the island tour',
      'Island environmental fee',
    ].join('\n'),
    exclusions: [
      'Upper-deck or cabin upgrades on the ship',
      'Snorkelling gear and guided snorkelling',
      'Dried fish and other purchases',
      'Costs arising from ship cancellations due to weather',
    ].join('\n'),
    groupSize: 40,
    tourGuides: 'Dr. Kazi Mahmudul Haque (Professor) and Mahbubur Rahman (Assistant Professor)',
    healthSafety:
      'Do not touch, break or collect coral, shells or any living organism; fines apply under island conservation rules. ' +
      'Swimming is forbidden except in the shallow area marked by the faculty guides, and only in daylight. ' +
      'Carry sea-sickness medicine for the ship, sunscreen and enough cash, as there are no ATMs on the island. ' +
      'Electricity is limited to a few hours each evening: bring a charged power bank.',
    paymentCancellation:
      'The full fee of Tk 9,500 must be paid through DPMS before seats on the ship are booked. ' +
      'Cancellations 20 or more days before departure are refunded in full minus Tk 500; 8 to 19 days before, Tk 5,000 is refunded; within 7 days of departure, no refund is possible. ' +
      'If ship services are suspended by the authorities, the trip is rescheduled or the full fee is refunded within 10 working days.',
    image: 'saint-martin',
  },
  {
    destination: 'Nilgiri',
    location: 'Bandarban',
    meetingPoint: 'Sayedabad bus terminal, S. Alam counter, 10:15 PM (the night before)',
    overview:
      'A hill trip to Nilgiri, one of the highest tourist points in Bandarban at about 2,200 feet. ' +
      'Students will stay among the hills, visit the Golden Temple and Nilachal, see Shoilo Propat waterfall, and meet students from a Marma community school to run a short coding workshop. ' +
      'Suited to students who can manage moderate walks and steep stairs.',
    itinerary: [
      'Day 1: Dhaka to Bandarban - Night coach from Sayedabad (departs 11:00 PM the night before) reaches Bandarban town by 7:30 AM; breakfast, check-in, and afternoon visits to the Buddha Dhatu Jadi (Golden Temple) and Nilachal viewpoint.',
      'Day 2: Nilgiri and Shoilo Propat - Jeeps leave at 7:00 AM for Nilgiri along the Thanchi road, with a stop at Shoilo Propat waterfall; lunch at Nilgiri, a coding workshop at a nearby Marma community school, and sunset over the Sangu valley.',
      'Day 3: Meghla and return - Morning at the Meghla tourist complex and its hanging bridge, lunch in town and the 9:30 PM night coach back to Dhaka.',
    ].join('\n'),
    costPoisha: tk(5800),
    registration: 'Open',
    departureInDays: 75,
    duration: '3 days, 2 nights',
    accommodation:
      'A hillside guesthouse in Bandarban town, three to four students per room with attached bathrooms; faculty members stay on the same floor as the students.',
    transportation: 'Bus',
    inclusions: [
      'Return non-AC night coach Dhaka - Bandarban - Dhaka',
      'Two nights of guesthouse accommodation',
      'All meals from Day 1 breakfast to Day 3 lunch',
      'Jeep hire for Nilgiri and the town sightseeing',
      'Entry fees for Nilgiri, Nilachal and Meghla',
      'Workshop materials for the community school visit',
    ].join('\n'),
    exclusions: [
      'Dinner on Day 3',
      'Boat rides on Meghla lake',
      'Handloom shopping and personal expenses',
    ].join('\n'),
    groupSize: 35,
    tourGuides: 'Dr. Anisur Rahman Chowdhury (Associate Professor) and Sabrina Yasmin (Lecturer)',
    healthSafety:
      'Carry your university ID card and a photocopy of your national ID for the checkpoints on the Thanchi road. ' +
      'Wear shoes with good grip, keep away from the edges of viewpoints and do not bathe at Shoilo Propat when the water is high. ' +
      'Mosquito repellent is recommended; students should have taken any medicines their doctor advises for hill travel.',
    paymentCancellation:
      'Pay Tk 5,800 in full through DPMS to confirm a seat. ' +
      'Cancellations 15 or more days before departure are refunded in full minus Tk 250; 7 to 14 days before, Tk 2,900 is refunded; within 7 days of departure, no refund. ' +
      'If the hill-district administration restricts travel to Nilgiri, the department will switch to an alternative route or refund the full fee within 10 working days.',
    image: 'bandarban-nilgiri',
  },
  {
    destination: 'Ratargul Swamp Forest',
    location: 'Gowainghat, Sylhet',
    meetingPoint: 'Main gate, CSE building, 5:00 AM',
    overview:
      "A small-group field visit to Ratargul, Bangladesh's only freshwater swamp forest, run alongside the department's drone-mapping research project. " +
      'Three students will help the faculty team fly survey routes, label flood-level imagery and explore the forest by country boat. ' +
      'Places are limited to three because the team travels in a single microbus with its equipment.',
    itinerary: [
      'Day 1: Dhaka to Sylhet and Ratargul - Microbus leaves the department at 5:30 AM and reaches Sylhet by noon; after lunch, the group drives to Ratargul for a first boat trip through the flooded forest and a briefing on the survey plan.',
      'Day 2: Drone survey and return - Early-morning drone flights over the forest with the research team, an afternoon boat trip to the watchtower, and the drive back to Dhaka, arriving around 11:00 PM.',
    ].join('\n'),
    costPoisha: tk(4200),
    registration: 'Open',
    departureInDays: 45,
    duration: '2 days, 1 night',
    accommodation:
      'A university-approved guesthouse in Sylhet city, with one shared room for the three students and separate rooms for the faculty team.',
    transportation: 'Bus',
    inclusions: [
      'Return travel Dhaka - Sylhet - Dhaka by department microbus',
      'One night at the guesthouse in Sylhet',
      'All meals from Day 1 lunch to Day 2 dinner',
      'Country boat hire at Ratargul for both days',
      'Forest entry fees',
      "Use of the department's survey drones and field laptops",
    ].join('\n'),
    exclusions: [
      'Breakfast on Day 1',
      'Personal shopping in Sylhet city',
      'Any personal drone or camera equipment brought by students',
    ].join('\n'),
    groupSize: 3,
    tourGuides: 'Dr. Farhana Rahman (Associate Professor) and Md. Rakibul Islam (Lecturer)',
    healthSafety:
      'Life jackets are worn at all times on the boats, and nobody swims in the forest, which has deep water and snakes. ' +
      "Drone flights follow the department's safety checklist and are flown only by trained faculty members; students operate ground stations under supervision. " +
      'Bring a raincoat, a waterproof bag for phones and insect repellent.',
    paymentCancellation:
      'Pay Tk 4,200 in full through DPMS to secure one of the three places; seats are allocated in order of payment. ' +
      'Cancellations 7 or more days before departure are refunded in full; within 7 days, Tk 2,100 is refunded, or the full amount if a waitlisted student takes the place. ' +
      'If heavy rain or flooding makes the visit unsafe, the department reschedules or refunds the full fee within 10 working days.',
    image: 'sylhet-ratargul',
  },
  {
    destination: 'Paharpur Buddhist Vihara',
    location: 'Badalgachhi, Naogaon',
    meetingPoint: 'Main gate, CSE building, 4:30 AM',
    overview:
      'A one-day study tour to Somapura Mahavihara at Paharpur, a UNESCO World Heritage Site and one of the largest Buddhist monasteries south of the Himalayas. ' +
      'The visit supports the Computer Graphics course project on 3D reconstruction of heritage sites: students will photograph the ruins for photogrammetry and tour the site museum with an archaeologist.',
    itinerary: [
      'Day 1: Dhaka to Paharpur and back - AC coach leaves the department at 5:00 AM with a breakfast stop on the way, reaches Paharpur by 11:00 AM; guided tour of the vihara and museum, lunch, a two-hour photogrammetry capture session, and departure at 3:30 PM, arriving in Dhaka around 10:30 PM.',
    ].join('\n'),
    costPoisha: tk(1500),
    registration: 'Open',
    departureInDays: 12,
    duration: '1 day',
    accommodation: 'None required: this is a same-day trip with no overnight stay.',
    transportation: 'Bus',
    inclusions: [
      'Return AC coach Dhaka - Paharpur - Dhaka',
      'Breakfast, lunch and evening snacks',
      'Site and museum entry fees',
      'Guided tour by a site archaeologist',
      'Loan of department cameras for the photogrammetry session',
    ].join('\n'),
    exclusions: ['Dinner on the way back', 'Souvenirs and personal purchases'].join('\n'),
    groupSize: 50,
    tourGuides: 'Nusrat Jahan (Assistant Professor) and Md. Tanvir Hasan (Lecturer)',
    healthSafety:
      'It is a long day with about 12 hours on the road: bring water, a cap and any regular medicines. ' +
      'Climbing on the monastery walls and the central stupa is not allowed. ' +
      'Department cameras are signed out and back in by the lecturer in charge; students are responsible for any damage caused by misuse.',
    paymentCancellation:
      'The fee of Tk 1,500 is payable through DPMS. ' +
      'Cancellations 5 or more days before the trip are refunded in full; within 5 days, Tk 750 is refunded. ' +
      'If the department cancels or postpones the trip, students may keep their seat for the new date or receive a full refund within 7 working days.',
    image: 'paharpur',
  },
];

export const seedClubs: SeedClub[] = [
  {
    clubName: 'CSE Programming Club',
    image: 'programming-club',
    clubDescription:
      'The CSE Programming Club trains students in competitive programming, data structures and algorithms through weekly contests and topic-based classes. ' +
      'Members represent the department at the ICPC Dhaka Regional, NCPC and inter-university contests, and senior members mentor first-year students from their first "Hello, World!".',
    clubRole: 'President',
    roleName: 'Rafid Ahmed Chowdhury',
    clubRole2: 'Treasurer',
    roleName2: 'Sumaiya Islam Mim',
    membershipBenefits: [
      'Weekly rated contests every Friday at 3:00 PM on the club judge',
      'Beginner, intermediate and advanced algorithm classes each semester',
      'Priority selection for ICPC and NCPC team trials',
      'Registration fees covered for national programming contests',
      'Access to the club library of algorithm books and past problem sets',
      'Free entry to the annual Intra-department Hackathon',
    ].join('\n'),
    contactInformation: [
      'Email: programming.club@cse.dpms.local',
      'Room: 402, Academic Building 2 (Programming Lab)',
      'Facebook group: CSE Programming Club - DPMS',
      'Office hours: Sunday to Thursday, 2:30 PM - 4:30 PM',
    ].join('\n'),
    monthlyPricePoisha: tk(150),
    yearlyPricePoisha: tk(1500),
  },
  {
    clubName: 'Robotics Club',
    image: 'robotics-club',
    clubDescription:
      'The Robotics Club builds line-followers, autonomous rovers and IoT projects in a fully equipped hardware lab. ' +
      'Teams compete in national robotics olympiads and university rover challenges, and every member learns soldering, microcontroller programming and basic PCB design.',
    clubRole: 'President',
    roleName: 'Tanjim Hasan Shuvo',
    clubRole2: 'Vice President',
    roleName2: 'Nowshin Tasnim',
    membershipBenefits: [
      'Access to the robotics lab, 3D printer and component store',
      'Hands-on workshops on Arduino, ESP32, ROS and PCB design',
      'Sponsored places on competition teams (travel and registration covered)',
      'Component kits on loan for course and thesis projects',
      'Monthly project showcase with faculty feedback',
    ].join('\n'),
    contactInformation: [
      'Email: robotics.club@cse.dpms.local',
      'Room: 118, Academic Building 1 (Embedded Systems Lab)',
      'Facebook group: CSE Robotics Club - Builders',
      'Office hours: Sunday, Tuesday and Thursday, 3:00 PM - 5:00 PM',
    ].join('\n'),
    monthlyPricePoisha: tk(250),
    yearlyPricePoisha: tk(2499.5),
  },
  {
    clubName: 'Cyber Security Club',
    image: 'cyber-security-club',
    clubDescription:
      'The Cyber Security Club introduces students to ethical hacking, network defence and digital forensics in an isolated practice lab. ' +
      'Members train together for capture-the-flag competitions and run awareness sessions on phishing and safe mobile banking for the wider university.',
    clubRole: 'Vice President',
    roleName: 'Mehedi Hasan Sakib',
    clubRole2: 'Treasurer',
    roleName2: 'Farzana Akter Riya',
    membershipBenefits: [
      'Weekly CTF practice nights with writeups from senior members',
      'Access to the isolated security lab and practice virtual machines',
      'Workshops on Linux, web security, reverse engineering and forensics',
      'Team places in national and online CTF competitions',
      'Discounted vouchers for selected certification exams when available',
    ].join('\n'),
    contactInformation: [
      'Email: cybersec.club@cse.dpms.local',
      'Room: 305, Academic Building 2 (Networking Lab)',
      'Facebook group: CSE Cyber Security Club - CTF Team',
      'Office hours: Monday and Wednesday, 2:00 PM - 4:00 PM',
    ].join('\n'),
    monthlyPricePoisha: tk(149.5),
    yearlyPricePoisha: tk(1499),
  },
  {
    clubName: 'Photography Club',
    image: 'photography-club',
    clubDescription:
      'The Photography Club brings together students who love telling stories with a camera, whether a DSLR or a phone. ' +
      'Members go on photo walks in Old Dhaka, cover department events and tours, and hold an annual exhibition in the CSE gallery corridor.',
    clubRole: 'President',
    roleName: 'Ishrat Jahan Nabila',
    clubRole2: 'Treasurer',
    roleName2: 'Sabbir Rahman Joy',
    membershipBenefits: [
      'Monthly photo walks with experienced mentors',
      'Loan of club cameras, lenses and tripods for up to three days',
      'Workshops on composition, lighting and Lightroom editing',
      'Official photographer passes for department events and tours',
      'A place in the annual exhibition and printed portfolio review',
    ].join('\n'),
    contactInformation: [
      'Email: photography.club@cse.dpms.local',
      'Room: 210, Student Activity Centre',
      'Facebook group: CSE Photography Club - Frames',
      'Office hours: Sunday to Thursday, 1:00 PM - 2:00 PM',
    ].join('\n'),
    monthlyPricePoisha: tk(200),
    yearlyPricePoisha: tk(2000),
  },
  {
    clubName: 'Debate Club',
    image: 'debate-club',
    clubDescription:
      'The Debate Club helps CSE students think clearly and speak confidently in both Bangla and English. ' +
      'It runs weekly practice debates in British Parliamentary and Asian Parliamentary formats, and sends teams to inter-university tournaments across the country.',
    clubRole: 'Vice President',
    roleName: 'Ariful Islam Shanto',
    clubRole2: 'President',
    roleName2: 'Maliha Rahman Orpa',
    membershipBenefits: [
      'Weekly practice debates with adjudicator feedback',
      'Public speaking and presentation workshops, useful for viva and job interviews',
      'Selection for inter-university tournament teams with travel support',
      "Training as an adjudicator for the department's own tournaments",
      'Members-only sessions with alumni working in industry and research',
    ].join('\n'),
    contactInformation: [
      'Email: debate.club@cse.dpms.local',
      'Room: 207, Student Activity Centre',
      'Facebook group: CSE Debate Club - Speak Up',
      'Office hours: Tuesday and Thursday, 4:00 PM - 6:00 PM',
    ].join('\n'),
    monthlyPricePoisha: tk(100),
    yearlyPricePoisha: tk(1000),
  },
];

export const seedAnnouncements: SeedAnnouncement[] = [
  {
    title: 'Club fee deadline for Spring 2027',
    description:
      'Club membership fees for the Spring 2027 semester must be paid through DPMS by 14 January 2027. ' +
      'Open the Clubs page, choose your club and select a monthly or a yearly plan; a yearly membership runs for 365 days from the date of payment and costs less than twelve monthly payments. ' +
      'Members whose fees are still unpaid after the deadline will be removed from club rosters, lab access lists and event registrations until they pay. ' +
      'If a payment still shows as Not Paid in My Payments 24 hours after checkout, contact your club treasurer with your student ID and transaction reference.',
    image: 'fee-deadline',
    daysAgo: 2,
  },
  {
    title: 'Intra-department hackathon 2026',
    description:
      'The Department of CSE will host its Intra-department Hackathon 2026 on 18 and 19 December, a 24-hour build challenge on the theme "Technology for Climate Resilience in Bangladesh". ' +
      'Teams of three to four students from any batch can take part, and mixed-batch teams are encouraged. ' +
      'Registration is free for CSE Programming Club members and Tk 300 per team for others. ' +
      'The top three teams will win Tk 30,000, Tk 20,000 and Tk 10,000, along with mentoring from industry judges. ' +
      'Meals, snacks and overnight space in the Innovation Lab will be provided. Team registration closes on 10 December.',
    image: 'hackathon',
    daysAgo: 5,
  },
  {
    title: 'Orientation programme for the 12th batch',
    description:
      'Welcome to the Department of CSE! The orientation programme for the newly admitted 12th batch will take place in the Central Auditorium at 10:00 AM on Sunday, 10 January 2027. ' +
      'The Head of the Department, course advisers and club representatives will introduce the academic calendar, grading policy, lab rules and student support services. ' +
      'New students will also be shown how to activate their DPMS accounts with their student ID, pay club and tour fees online and track payments in My Payments. ' +
      'Attendance is mandatory; please bring your admission slip and university ID card.',
    image: 'orientation',
    daysAgo: 9,
  },
  {
    title: 'Fall 2026 final examination schedule published',
    description:
      'The final examination schedule for Fall 2026 is now on the department notice board and in every course group. ' +
      'Examinations run from 22 November to 8 December 2026, with morning sessions from 10:00 AM to 1:00 PM and afternoon sessions from 2:30 PM to 5:30 PM. ' +
      'Students must clear all outstanding department dues, including lab fees, before collecting their admit cards from the department office. ' +
      'Bring your admit card and university ID card to every examination; mobile phones and smart watches are not allowed in the hall. ' +
      'Clash and retake requests must reach the exam committee within five working days.',
    image: 'exam-schedule',
    daysAgo: 18,
  },
];

/**
 * The allow-list of student IDs that may register (SPEC section 3). Pattern, 16 digits:
 * admission year (4) + faculty code 01 + department code 04 (CSE) + intake 01 + serial (6).
 * Batches map to admission years: 8th = 2022, 9th = 2023, 10th = 2024, 11th = 2025, 12th = 2026.
 */
export const seedStudentIds: string[] = [
  // 8th batch (2022)
  '2022010401000007',
  '2022010401000019',
  '2022010401000034',
  '2022010401000052',
  // 9th batch (2023)
  '2023010401000003',
  '2023010401000021',
  '2023010401000046',
  '2023010401000058',
  // 10th batch (2024)
  '2024010401000011',
  '2024010401000027',
  '2024010401000039',
  '2024010401000063',
  // 11th batch (2025)
  '2025010401000005',
  '2025010401000018',
  '2025010401000042',
  '2025010401000057',
  // 12th batch (2026)
  '2026010401000009',
  '2026010401000024',
  '2026010401000031',
  '2026010401000048',
];

/** Three ready-made student accounts for demos; each ID is on the allow-list above. */
export const demoStudents: DemoStudent[] = [
  {
    name: 'Nafisa Tabassum',
    studentId: '2024010401000027',
    batch: '10th',
    email: 'nafisa.tabassum@student.dpms.local',
    phone: '01711482936',
  },
  {
    name: 'Md. Arif Hossain',
    studentId: '2022010401000019',
    batch: '8th',
    email: 'arif.hossain@student.dpms.local',
    phone: '01819563247',
  },
  {
    name: 'Tasnim Ahmed Chowdhury',
    studentId: '2026010401000031',
    batch: '12th',
    email: 'tasnim.chowdhury@student.dpms.local',
    phone: '01915738402',
  },
];

const CLASSMATE_NAMES: [string, string][] = [
  ['Rahim', 'Uddin'],
  ['Sumaiya', 'Akter'],
  ['Tanvir', 'Ahmed'],
  ['Nusrat', 'Jahan'],
  ['Fahim', 'Rahman'],
  ['Mahmuda', 'Khatun'],
  ['Sakib', 'Hasan'],
  ['Jannatul', 'Ferdous'],
  ['Rakibul', 'Islam'],
  ['Tahmina', 'Sultana'],
  ['Imran', 'Hossain'],
  ['Farzana', 'Yasmin'],
  ['Mehedi', 'Hasan'],
  ['Sadia', 'Afrin'],
  ['Shakil', 'Mahmud'],
  ['Raisa', 'Chowdhury'],
  ['Nayeem', 'Sarker'],
  ['Lamia', 'Tasnim'],
  ['Ashiqur', 'Rahman'],
  ['Tanjila', 'Akter'],
  ['Mominul', 'Haque'],
  ['Fariha', 'Anjum'],
  ['Sabbir', 'Ahmed'],
  ['Anika', 'Tabassum'],
  ['Zahid', 'Hasan'],
  ['Mithila', 'Das'],
  ['Arnob', 'Saha'],
  ['Tasfia', 'Noor'],
  ['Habibur', 'Rahman'],
  ['Samira', 'Haque'],
  ['Rifat', 'Karim'],
  ['Ishrat', 'Jahan'],
  ['Shihab', 'Uddin'],
  ['Maliha', 'Rahman'],
  ['Sourav', 'Paul'],
  ['Nabila', 'Islam'],
  ['Jubayer', 'Alam'],
  ['Tahsin', 'Mahbub'],
  ['Priyanka', 'Roy'],
  ['Kamrul', 'Hasan'],
];

const CLASSMATE_BATCHES: [SeedBatch, string][] = [
  ['8th', '2022'],
  ['9th', '2023'],
  ['10th', '2024'],
  ['11th', '2025'],
  ['12th', '2026'],
];

/**
 * Forty classmates of the demo students, eight per batch, whose payments fill the demo's
 * history (seed-payments.ts); they sign in with the demo students' password. Their student IDs
 * (numbers 101 to 140 of each year) are added to the allow-list, apart from the twenty above.
 */
export const demoClassmates: DemoStudent[] = CLASSMATE_NAMES.map(([first, last], i) => {
  const [batch, year] = CLASSMATE_BATCHES[i % CLASSMATE_BATCHES.length]!;
  return {
    name: `${first} ${last}`,
    studentId: `${year}010401000${101 + i}`,
    batch,
    email: `${first}.${last}`.toLowerCase().concat('@student.dpms.local'),
    phone: `01${[3, 5, 6, 7, 8, 9][i % 6]}${String(40_000_000 + i * 1_234_567).padStart(8, '0')}`,
  };
});
