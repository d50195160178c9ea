/**
 * Where each seeded city sits and how dear its housing is, used to place listings on the map
 * and to price them. Keyed by the city ids of geography.ts.
 */
/**
 * How dear a place is: prime (Ikoyi, Victoria Island, Lekki, central Abuja), metro (the rest of
 * Lagos and the FCT's satellite towns), regional (the big cities of the other states: Port Harcourt,
 * Ibadan, Enugu, Kano...), town (smaller capitals and towns, where a flat rents for a few hundred
 * thousand naira a year).
 */
export type Market = 'prime' | 'metro' | 'regional' | 'town';
/** `coastal`: on the Atlantic or the Lagos lagoon, so a listing there may have a sea view. */
export type CityLocation = { cityId: number; latitude: number; longitude: number; market: Market; coastal?: true };

export const cityLocations: CityLocation[] = [
  { cityId: 1, latitude: 5.5250, longitude: 7.4922, market: 'town' }, // Umuahia
  { cityId: 2, latitude: 5.1066, longitude: 7.3667, market: 'regional' }, // Aba
  { cityId: 3, latitude: 9.2035, longitude: 12.4954, market: 'town' }, // Yola
  { cityId: 4, latitude: 5.0377, longitude: 7.9128, market: 'regional' }, // Uyo
  { cityId: 5, latitude: 4.6423, longitude: 7.9244, market: 'regional', coastal: true }, // Eket
  { cityId: 6, latitude: 6.2106, longitude: 7.0740, market: 'regional' }, // Awka
  { cityId: 7, latitude: 6.1498, longitude: 6.7857, market: 'regional' }, // Onitsha
  { cityId: 8, latitude: 10.3158, longitude: 9.8442, market: 'town' }, // Bauchi
  { cityId: 9, latitude: 4.9267, longitude: 6.2676, market: 'regional' }, // Yenagoa
  { cityId: 10, latitude: 7.7322, longitude: 8.5391, market: 'town' }, // Makurdi
  { cityId: 11, latitude: 11.8311, longitude: 13.1510, market: 'town' }, // Maiduguri
  { cityId: 12, latitude: 4.9757, longitude: 8.3417, market: 'regional' }, // Calabar
  { cityId: 13, latitude: 6.1980, longitude: 6.7319, market: 'regional' }, // Asaba
  { cityId: 14, latitude: 5.5167, longitude: 5.7500, market: 'regional' }, // Warri
  { cityId: 15, latitude: 6.3249, longitude: 8.1137, market: 'town' }, // Abakaliki
  { cityId: 16, latitude: 6.3350, longitude: 5.6037, market: 'regional' }, // Benin City
  { cityId: 17, latitude: 7.6233, longitude: 5.2209, market: 'town' }, // Ado-Ekiti
  { cityId: 18, latitude: 6.4584, longitude: 7.5464, market: 'regional' }, // Enugu
  { cityId: 19, latitude: 6.8567, longitude: 7.3958, market: 'town' }, // Nsukka
  { cityId: 20, latitude: 6.3000, longitude: 7.5500, market: 'town' }, // Agbani
  { cityId: 21, latitude: 9.0579, longitude: 7.4951, market: 'prime' }, // Abuja Municipal
  { cityId: 22, latitude: 9.2833, longitude: 7.3833, market: 'metro' }, // Bwari
  { cityId: 23, latitude: 8.9430, longitude: 7.0830, market: 'metro' }, // Gwagwalada
  { cityId: 24, latitude: 8.8795, longitude: 7.2276, market: 'metro' }, // Kuje
  { cityId: 25, latitude: 10.2897, longitude: 11.1673, market: 'town' }, // Gombe
  { cityId: 26, latitude: 5.4836, longitude: 7.0333, market: 'regional' }, // Owerri
  { cityId: 27, latitude: 11.7562, longitude: 9.3389, market: 'town' }, // Dutse
  { cityId: 28, latitude: 10.5105, longitude: 7.4165, market: 'regional' }, // Kaduna
  { cityId: 29, latitude: 11.0855, longitude: 7.7199, market: 'town' }, // Zaria
  { cityId: 30, latitude: 12.0022, longitude: 8.5920, market: 'regional' }, // Kano
  { cityId: 31, latitude: 11.8097, longitude: 8.8397, market: 'town' }, // Wudil
  { cityId: 32, latitude: 11.7714, longitude: 8.4278, market: 'town' }, // Kura
  { cityId: 33, latitude: 12.9908, longitude: 7.6018, market: 'town' }, // Katsina
  { cityId: 34, latitude: 12.4539, longitude: 4.1975, market: 'town' }, // Birnin Kebbi
  { cityId: 35, latitude: 7.8023, longitude: 6.7333, market: 'town' }, // Lokoja
  { cityId: 36, latitude: 8.4966, longitude: 4.5421, market: 'regional' }, // Ilorin
  { cityId: 37, latitude: 6.6018, longitude: 3.3515, market: 'metro' }, // Ikeja
  { cityId: 38, latitude: 6.4474, longitude: 3.4739, market: 'prime', coastal: true }, // Lekki
  { cityId: 39, latitude: 6.4281, longitude: 3.4219, market: 'prime', coastal: true }, // Victoria Island
  { cityId: 40, latitude: 6.4549, longitude: 3.4346, market: 'prime', coastal: true }, // Ikoyi
  { cityId: 41, latitude: 6.5095, longitude: 3.3711, market: 'metro' }, // Yaba
  { cityId: 42, latitude: 6.5006, longitude: 3.3541, market: 'metro' }, // Surulere
  { cityId: 43, latitude: 6.4698, longitude: 3.5852, market: 'metro', coastal: true }, // Ajah
  { cityId: 44, latitude: 6.4664, longitude: 3.2836, market: 'metro' }, // Festac Town
  { cityId: 45, latitude: 6.5531, longitude: 3.3893, market: 'metro' }, // Gbagada
  { cityId: 46, latitude: 6.6190, longitude: 3.3830, market: 'metro' }, // Magodo
  { cityId: 47, latitude: 6.6194, longitude: 3.5105, market: 'regional' }, // Ikorodu
  { cityId: 48, latitude: 6.6388, longitude: 3.3658, market: 'metro' }, // Ojodu
  { cityId: 49, latitude: 6.4600, longitude: 3.7000, market: 'metro', coastal: true }, // Ibeju-Lekki
  { cityId: 50, latitude: 8.4939, longitude: 8.5153, market: 'town' }, // Lafia
  { cityId: 51, latitude: 9.0300, longitude: 7.5800, market: 'regional' }, // Karu
  { cityId: 52, latitude: 9.6139, longitude: 6.5569, market: 'regional' }, // Minna
  { cityId: 53, latitude: 7.1475, longitude: 3.3619, market: 'regional' }, // Abeokuta
  { cityId: 54, latitude: 6.6804, longitude: 3.2356, market: 'regional' }, // Ota
  { cityId: 55, latitude: 6.8194, longitude: 3.9173, market: 'town' }, // Ijebu-Ode
  { cityId: 56, latitude: 6.8100, longitude: 3.4400, market: 'regional' }, // Mowe
  { cityId: 57, latitude: 6.8322, longitude: 3.6319, market: 'regional' }, // Sagamu
  { cityId: 58, latitude: 7.2571, longitude: 5.2058, market: 'regional' }, // Akure
  { cityId: 59, latitude: 7.7827, longitude: 4.5418, market: 'regional' }, // Osogbo
  { cityId: 60, latitude: 7.4905, longitude: 4.5521, market: 'town' }, // Ile-Ife
  { cityId: 61, latitude: 7.3775, longitude: 3.9470, market: 'regional' }, // Ibadan
  { cityId: 62, latitude: 8.1337, longitude: 4.2401, market: 'town' }, // Ogbomosho
  { cityId: 63, latitude: 7.8526, longitude: 3.9310, market: 'town' }, // Oyo
  { cityId: 64, latitude: 7.9667, longitude: 3.6000, market: 'town' }, // Iseyin
  { cityId: 65, latitude: 9.8965, longitude: 8.8583, market: 'regional' }, // Jos
  { cityId: 66, latitude: 4.8156, longitude: 7.0498, market: 'regional' }, // Port Harcourt
  { cityId: 67, latitude: 4.8670, longitude: 7.0000, market: 'regional' }, // Obio-Akpor
  { cityId: 68, latitude: 4.7900, longitude: 7.1200, market: 'regional' }, // Eleme
  { cityId: 69, latitude: 4.4500, longitude: 7.1700, market: 'regional', coastal: true }, // Bonny
  { cityId: 70, latitude: 13.0059, longitude: 5.2476, market: 'town' }, // Sokoto
  { cityId: 71, latitude: 8.8937, longitude: 11.3596, market: 'town' }, // Jalingo
  { cityId: 72, latitude: 11.7470, longitude: 11.9608, market: 'town' }, // Damaturu
  { cityId: 73, latitude: 12.1628, longitude: 6.6614, market: 'town' }, // Gusau
];
