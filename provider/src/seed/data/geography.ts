import type { SeedCountry, SeedState } from './types';

/** Nigeria's id in the provider's country list; the web app's state look-ups name it (lib/vst/reference.ts). */
export const NIGERIA_ID = 161;

/** Neighbours and common diaspora origins, so country selects have more than one choice. */
export const countries: SeedCountry[] = [
  { id: 20, name: 'Benin' },
  { id: 38, name: 'Cameroon' },
  { id: 42, name: 'Chad' },
  { id: 83, name: 'Ghana' },
  { id: 160, name: 'Niger' },
  { id: NIGERIA_ID, name: 'Nigeria' },
  { id: 183, name: 'South Africa' },
  { id: 215, name: 'Togo' },
  { id: 230, name: 'United Kingdom' },
  { id: 231, name: 'United States' },
];

/**
 * The 36 states and the FCT with ids 1..37 in alphabetical order. Cities and towns carry
 * explicit ids (unique across all states) so saved listings keep pointing at the same place;
 * new entries must take fresh ids rather than renumber. Town 1 exists because clients
 * default the town id to 1.
 */
export const states: SeedState[] = [
  {
    id: 1,
    name: 'Abia',
    countryId: NIGERIA_ID,
    cities: [
      {
        id: 1,
        name: 'Umuahia',
        towns: [
          { id: 1, name: 'Ibeku' },
          { id: 2, name: 'Ehimiri' },
          { id: 3, name: 'Umuobasi' },
        ],
      },
      {
        id: 2,
        name: 'Aba',
        towns: [
          { id: 4, name: 'Ogbor Hill' },
          { id: 5, name: 'Eziama' },
          { id: 6, name: 'Ariaria' },
        ],
      },
    ],
  },
  {
    id: 2,
    name: 'Adamawa',
    countryId: NIGERIA_ID,
    cities: [
      { id: 3, name: 'Yola', towns: [{ id: 7, name: 'Jimeta' }, { id: 8, name: 'Yola Town' }] },
    ],
  },
  {
    id: 3,
    name: 'Akwa Ibom',
    countryId: NIGERIA_ID,
    cities: [
      {
        id: 4,
        name: 'Uyo',
        towns: [
          { id: 9, name: 'Ewet Housing Estate' },
          { id: 10, name: 'Shelter Afrique' },
          { id: 11, name: 'Oron Road' },
        ],
      },
      { id: 5, name: 'Eket', towns: [] },
    ],
  },
  {
    id: 4,
    name: 'Anambra',
    countryId: NIGERIA_ID,
    cities: [
      { id: 6, name: 'Awka', towns: [{ id: 12, name: 'Amawbia' }, { id: 13, name: 'Okpuno' }] },
      {
        id: 7,
        name: 'Onitsha',
        towns: [
          { id: 14, name: 'GRA Onitsha' },
          { id: 15, name: 'Fegge' },
          { id: 16, name: 'Odoakpu' },
        ],
      },
    ],
  },
  {
    id: 5,
    name: 'Bauchi',
    countryId: NIGERIA_ID,
    cities: [
      { id: 8, name: 'Bauchi', towns: [{ id: 17, name: 'GRA Bauchi' }, { id: 18, name: 'Yelwa' }] },
    ],
  },
  {
    id: 6,
    name: 'Bayelsa',
    countryId: NIGERIA_ID,
    cities: [
      {
        id: 9,
        name: 'Yenagoa',
        towns: [
          { id: 19, name: 'Amarata' },
          { id: 20, name: 'Ekeki' },
          { id: 21, name: 'Opolo' },
        ],
      },
    ],
  },
  {
    id: 7,
    name: 'Benue',
    countryId: NIGERIA_ID,
    cities: [
      {
        id: 10,
        name: 'Makurdi',
        towns: [
          { id: 22, name: 'High Level' },
          { id: 23, name: 'North Bank' },
          { id: 24, name: 'Wurukum' },
        ],
      },
    ],
  },
  {
    id: 8,
    name: 'Borno',
    countryId: NIGERIA_ID,
    cities: [
      {
        id: 11,
        name: 'Maiduguri',
        towns: [
          { id: 25, name: 'Old GRA' },
          { id: 26, name: 'Bulumkutu' },
          { id: 27, name: 'Pompomari' },
        ],
      },
    ],
  },
  {
    id: 9,
    name: 'Cross River',
    countryId: NIGERIA_ID,
    cities: [
      {
        id: 12,
        name: 'Calabar',
        towns: [
          { id: 28, name: 'State Housing Estate' },
          { id: 29, name: 'Ekorinim' },
          { id: 30, name: 'Big Qua Town' },
        ],
      },
    ],
  },
  {
    id: 10,
    name: 'Delta',
    countryId: NIGERIA_ID,
    cities: [
      {
        id: 13,
        name: 'Asaba',
        towns: [
          { id: 31, name: 'Okpanam Road' },
          { id: 32, name: 'GRA Asaba' },
          { id: 33, name: 'Cable Point' },
        ],
      },
      {
        id: 14,
        name: 'Warri',
        towns: [
          { id: 34, name: 'Effurun' },
          { id: 35, name: 'GRA Warri' },
          { id: 36, name: 'Airport Road' },
        ],
      },
    ],
  },
  {
    id: 11,
    name: 'Ebonyi',
    countryId: NIGERIA_ID,
    cities: [
      {
        id: 15,
        name: 'Abakaliki',
        towns: [
          { id: 37, name: 'Kpiri Kpiri' },
          { id: 38, name: 'Azuiyiokwu' },
        ],
      },
    ],
  },
  {
    id: 12,
    name: 'Edo',
    countryId: NIGERIA_ID,
    cities: [
      {
        id: 16,
        name: 'Benin City',
        towns: [
          { id: 39, name: 'GRA Benin' },
          { id: 40, name: 'Ugbowo' },
          { id: 41, name: 'Sapele Road' },
          { id: 42, name: 'Ikpoba Hill' },
        ],
      },
    ],
  },
  {
    id: 13,
    name: 'Ekiti',
    countryId: NIGERIA_ID,
    cities: [
      {
        id: 17,
        name: 'Ado-Ekiti',
        towns: [
          { id: 43, name: 'Ajilosun' },
          { id: 44, name: 'Basiri' },
          { id: 45, name: 'Oke-Ila' },
        ],
      },
    ],
  },
  {
    id: 14,
    name: 'Enugu',
    countryId: NIGERIA_ID,
    cities: [
      {
        id: 18,
        name: 'Enugu',
        towns: [
          { id: 46, name: 'Independence Layout' },
          { id: 47, name: 'GRA Enugu' },
          { id: 48, name: 'New Haven' },
          { id: 49, name: 'Trans-Ekulu' },
          { id: 50, name: 'Achara Layout' },
          { id: 51, name: 'Uwani' },
          { id: 52, name: 'Abakpa Nike' },
          { id: 53, name: 'Emene' },
        ],
      },
      {
        id: 19,
        name: 'Nsukka',
        towns: [
          { id: 54, name: 'University Area' },
          { id: 55, name: 'Odenigbo' },
        ],
      },
      { id: 20, name: 'Agbani', towns: [] },
    ],
  },
  {
    id: 15,
    name: 'Federal Capital Territory',
    countryId: NIGERIA_ID,
    cities: [
      {
        id: 21,
        name: 'Abuja Municipal',
        towns: [
          { id: 56, name: 'Maitama' },
          { id: 57, name: 'Asokoro' },
          { id: 58, name: 'Wuse' },
          { id: 59, name: 'Wuse 2' },
          { id: 60, name: 'Garki' },
          { id: 61, name: 'Gwarinpa' },
          { id: 62, name: 'Jabi' },
          { id: 63, name: 'Utako' },
          { id: 64, name: 'Katampe' },
          { id: 65, name: 'Life Camp' },
          { id: 66, name: 'Guzape' },
          { id: 67, name: 'Lokogoma' },
          { id: 68, name: 'Apo' },
          { id: 69, name: 'Lugbe' },
        ],
      },
      {
        id: 22,
        name: 'Bwari',
        towns: [
          { id: 70, name: 'Kubwa' },
          { id: 71, name: 'Dutse Alhaji' },
          { id: 72, name: 'Ushafa' },
        ],
      },
      {
        id: 23,
        name: 'Gwagwalada',
        towns: [
          { id: 73, name: 'Gwagwalada Town' },
          { id: 74, name: 'Dobi' },
        ],
      },
      { id: 24, name: 'Kuje', towns: [] },
    ],
  },
  {
    id: 16,
    name: 'Gombe',
    countryId: NIGERIA_ID,
    cities: [
      {
        id: 25,
        name: 'Gombe',
        towns: [
          { id: 75, name: 'Federal Lowcost' },
          { id: 76, name: 'Tudun Wada Gombe' },
        ],
      },
    ],
  },
  {
    id: 17,
    name: 'Imo',
    countryId: NIGERIA_ID,
    cities: [
      {
        id: 26,
        name: 'Owerri',
        towns: [
          { id: 77, name: 'New Owerri' },
          { id: 78, name: 'Ikenegbu' },
          { id: 79, name: 'World Bank Housing Estate' },
        ],
      },
    ],
  },
  {
    id: 18,
    name: 'Jigawa',
    countryId: NIGERIA_ID,
    cities: [
      { id: 27, name: 'Dutse', towns: [] },
    ],
  },
  {
    id: 19,
    name: 'Kaduna',
    countryId: NIGERIA_ID,
    cities: [
      {
        id: 28,
        name: 'Kaduna',
        towns: [
          { id: 80, name: 'Malali' },
          { id: 81, name: 'Barnawa' },
          { id: 82, name: 'Ungwan Rimi' },
          { id: 83, name: 'Sabon Tasha' },
        ],
      },
      { id: 29, name: 'Zaria', towns: [{ id: 84, name: 'Samaru' }, { id: 85, name: 'GRA Zaria' }] },
    ],
  },
  {
    id: 20,
    name: 'Kano',
    countryId: NIGERIA_ID,
    cities: [
      {
        id: 30,
        name: 'Kano',
        towns: [
          { id: 86, name: 'Nassarawa GRA' },
          { id: 87, name: 'Bompai' },
          { id: 88, name: 'Sabon Gari' },
          { id: 89, name: 'Tarauni' },
          { id: 90, name: 'Hotoro' },
          { id: 91, name: 'Gyadi-Gyadi' },
          { id: 92, name: 'Fagge' },
          { id: 93, name: 'Zoo Road' },
        ],
      },
      { id: 31, name: 'Wudil', towns: [] },
      { id: 32, name: 'Kura', towns: [] },
    ],
  },
  {
    id: 21,
    name: 'Katsina',
    countryId: NIGERIA_ID,
    cities: [
      {
        id: 33,
        name: 'Katsina',
        towns: [
          { id: 94, name: 'GRA Katsina' },
          { id: 95, name: 'Kofar Kaura' },
        ],
      },
    ],
  },
  {
    id: 22,
    name: 'Kebbi',
    countryId: NIGERIA_ID,
    cities: [
      { id: 34, name: 'Birnin Kebbi', towns: [] },
    ],
  },
  {
    id: 23,
    name: 'Kogi',
    countryId: NIGERIA_ID,
    cities: [
      { id: 35, name: 'Lokoja', towns: [{ id: 96, name: 'Lokongoma' }, { id: 97, name: 'Ganaja' }] },
    ],
  },
  {
    id: 24,
    name: 'Kwara',
    countryId: NIGERIA_ID,
    cities: [
      {
        id: 36,
        name: 'Ilorin',
        towns: [
          { id: 98, name: 'GRA Ilorin' },
          { id: 99, name: 'Tanke' },
          { id: 100, name: 'Fate Road' },
        ],
      },
    ],
  },
  {
    id: 25,
    name: 'Lagos',
    countryId: NIGERIA_ID,
    cities: [
      {
        id: 37,
        name: 'Ikeja',
        towns: [
          { id: 101, name: 'Alausa' },
          { id: 102, name: 'Allen Avenue' },
          { id: 103, name: 'GRA Ikeja' },
          { id: 104, name: 'Opebi' },
          { id: 105, name: 'Oregun' },
          { id: 106, name: 'Maryland' },
        ],
      },
      {
        id: 38,
        name: 'Lekki',
        towns: [
          { id: 107, name: 'Lekki Phase 1' },
          { id: 108, name: 'Chevron' },
          { id: 109, name: 'Osapa London' },
          { id: 110, name: 'Agungi' },
          { id: 111, name: 'Ikate' },
          { id: 112, name: 'Jakande' },
        ],
      },
      {
        id: 39,
        name: 'Victoria Island',
        towns: [
          { id: 113, name: 'Adeola Odeku' },
          { id: 114, name: 'Oniru' },
          { id: 115, name: 'Ahmadu Bello Way' },
          { id: 116, name: 'Akin Adesola' },
        ],
      },
      {
        id: 40,
        name: 'Ikoyi',
        towns: [
          { id: 117, name: 'Banana Island' },
          { id: 118, name: 'Old Ikoyi' },
          { id: 119, name: 'Parkview Estate' },
          { id: 120, name: 'Bourdillon' },
        ],
      },
      {
        id: 41,
        name: 'Yaba',
        towns: [
          { id: 121, name: 'Sabo' },
          { id: 122, name: 'Akoka' },
          { id: 123, name: 'Onike' },
          { id: 124, name: 'Alagomeji' },
        ],
      },
      {
        id: 42,
        name: 'Surulere',
        towns: [
          { id: 125, name: 'Adeniran Ogunsanya' },
          { id: 126, name: 'Bode Thomas' },
          { id: 127, name: 'Aguda' },
          { id: 128, name: 'Ojuelegba' },
        ],
      },
      {
        id: 43,
        name: 'Ajah',
        towns: [
          { id: 129, name: 'Abraham Adesanya' },
          { id: 130, name: 'Sangotedo' },
          { id: 131, name: 'Badore' },
          { id: 132, name: 'Thomas Estate' },
        ],
      },
      {
        id: 44,
        name: 'Festac Town',
        towns: [
          { id: 133, name: '1st Avenue' },
          { id: 134, name: '2nd Avenue' },
          { id: 135, name: '4th Avenue' },
          { id: 136, name: '7th Avenue' },
        ],
      },
      {
        id: 45,
        name: 'Gbagada',
        towns: [
          { id: 137, name: 'Gbagada Phase 1' },
          { id: 138, name: 'Gbagada Phase 2' },
          { id: 139, name: 'Ifako' },
        ],
      },
      {
        id: 46,
        name: 'Magodo',
        towns: [
          { id: 140, name: 'Magodo Phase 1' },
          { id: 141, name: 'Magodo Phase 2' },
        ],
      },
      {
        id: 47,
        name: 'Ikorodu',
        towns: [
          { id: 142, name: 'Ijede' },
          { id: 143, name: 'Igbogbo' },
          { id: 144, name: 'Odogunyan' },
        ],
      },
      {
        id: 48,
        name: 'Ojodu',
        towns: [
          { id: 145, name: 'Berger' },
          { id: 146, name: 'Omole Phase 1' },
          { id: 147, name: 'Omole Phase 2' },
          { id: 148, name: 'Isheri' },
        ],
      },
      {
        id: 49,
        name: 'Ibeju-Lekki',
        towns: [
          { id: 149, name: 'Awoyaya' },
          { id: 150, name: 'Eleko' },
          { id: 151, name: 'Lakowe' },
        ],
      },
    ],
  },
  {
    id: 26,
    name: 'Nasarawa',
    countryId: NIGERIA_ID,
    cities: [
      { id: 50, name: 'Lafia', towns: [{ id: 152, name: 'Bukan Sidi' }] },
      {
        id: 51,
        name: 'Karu',
        towns: [
          { id: 153, name: 'Mararaba' },
          { id: 154, name: 'New Karu' },
        ],
      },
    ],
  },
  {
    id: 27,
    name: 'Niger',
    countryId: NIGERIA_ID,
    cities: [
      {
        id: 52,
        name: 'Minna',
        towns: [
          { id: 155, name: 'Bosso' },
          { id: 156, name: 'Tunga' },
          { id: 157, name: 'Chanchaga' },
        ],
      },
    ],
  },
  {
    id: 28,
    name: 'Ogun',
    countryId: NIGERIA_ID,
    cities: [
      {
        id: 53,
        name: 'Abeokuta',
        towns: [
          { id: 158, name: 'Oke-Mosan' },
          { id: 159, name: 'Ibara GRA' },
          { id: 160, name: 'Kuto' },
          { id: 161, name: 'Asero' },
        ],
      },
      {
        id: 54,
        name: 'Ota',
        towns: [
          { id: 162, name: 'Sango' },
          { id: 163, name: 'Iju' },
          { id: 164, name: 'Atan' },
        ],
      },
      {
        id: 55,
        name: 'Ijebu-Ode',
        towns: [
          { id: 165, name: 'Molipa' },
          { id: 166, name: 'Ibadan Road' },
        ],
      },
      {
        id: 56,
        name: 'Mowe',
        towns: [
          { id: 167, name: 'Ofada' },
          { id: 168, name: 'Redemption Camp' },
        ],
      },
      { id: 57, name: 'Sagamu', towns: [{ id: 169, name: 'Makun' }] },
    ],
  },
  {
    id: 29,
    name: 'Ondo',
    countryId: NIGERIA_ID,
    cities: [
      {
        id: 58,
        name: 'Akure',
        towns: [
          { id: 170, name: 'Alagbaka' },
          { id: 171, name: 'Oba-Ile' },
          { id: 172, name: 'Ijapo Estate' },
        ],
      },
    ],
  },
  {
    id: 30,
    name: 'Osun',
    countryId: NIGERIA_ID,
    cities: [
      {
        id: 59,
        name: 'Osogbo',
        towns: [
          { id: 173, name: 'Oke-Fia' },
          { id: 174, name: 'Ogo Oluwa' },
          { id: 175, name: 'Alekuwodo' },
        ],
      },
      {
        id: 60,
        name: 'Ile-Ife',
        towns: [
          { id: 176, name: 'Parakin' },
          { id: 177, name: 'Modakeke' },
        ],
      },
    ],
  },
  {
    id: 31,
    name: 'Oyo',
    countryId: NIGERIA_ID,
    cities: [
      {
        id: 61,
        name: 'Ibadan',
        towns: [
          { id: 178, name: 'Bodija' },
          { id: 179, name: 'Jericho' },
          { id: 180, name: 'Ring Road' },
          { id: 181, name: 'Oluyole Estate' },
          { id: 182, name: 'Challenge' },
          { id: 183, name: 'Akobo' },
          { id: 184, name: 'Agodi GRA' },
          { id: 185, name: 'Dugbe' },
          { id: 186, name: 'Mokola' },
        ],
      },
      {
        id: 62,
        name: 'Ogbomosho',
        towns: [
          { id: 187, name: 'Takie' },
          { id: 188, name: 'Oja Igbo' },
        ],
      },
      { id: 63, name: 'Oyo', towns: [{ id: 189, name: 'Owode' }] },
      { id: 64, name: 'Iseyin', towns: [] },
    ],
  },
  {
    id: 32,
    name: 'Plateau',
    countryId: NIGERIA_ID,
    cities: [
      {
        id: 65,
        name: 'Jos',
        towns: [
          { id: 190, name: 'Rayfield' },
          { id: 191, name: 'Tudun Wada Jos' },
          { id: 192, name: 'Bukuru' },
        ],
      },
    ],
  },
  {
    id: 33,
    name: 'Rivers',
    countryId: NIGERIA_ID,
    cities: [
      {
        id: 66,
        name: 'Port Harcourt',
        towns: [
          { id: 193, name: 'GRA Phase 2' },
          { id: 194, name: 'Old GRA' },
          { id: 195, name: 'D-Line' },
          { id: 196, name: 'Trans Amadi' },
          { id: 197, name: 'Diobu' },
          { id: 198, name: 'Elekahia' },
        ],
      },
      {
        id: 67,
        name: 'Obio-Akpor',
        towns: [
          { id: 199, name: 'Rumuokoro' },
          { id: 200, name: 'Rumuola' },
          { id: 201, name: 'Eliozu' },
          { id: 202, name: 'Woji' },
          { id: 203, name: 'Rumuibekwe' },
          { id: 204, name: 'Ada George' },
        ],
      },
      { id: 68, name: 'Eleme', towns: [{ id: 205, name: 'Onne' }, { id: 206, name: 'Alesa' }] },
      { id: 69, name: 'Bonny', towns: [] },
    ],
  },
  {
    id: 34,
    name: 'Sokoto',
    countryId: NIGERIA_ID,
    cities: [
      {
        id: 70,
        name: 'Sokoto',
        towns: [
          { id: 207, name: 'Gawon Nama' },
          { id: 208, name: 'Mabera' },
        ],
      },
    ],
  },
  {
    id: 35,
    name: 'Taraba',
    countryId: NIGERIA_ID,
    cities: [
      { id: 71, name: 'Jalingo', towns: [] },
    ],
  },
  {
    id: 36,
    name: 'Yobe',
    countryId: NIGERIA_ID,
    cities: [
      { id: 72, name: 'Damaturu', towns: [] },
    ],
  },
  {
    id: 37,
    name: 'Zamfara',
    countryId: NIGERIA_ID,
    cities: [
      { id: 73, name: 'Gusau', towns: [] },
    ],
  },
];
