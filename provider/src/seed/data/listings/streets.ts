/**
 * Real street names of the busiest markets, keyed by city name, so addresses read like the
 * places they claim to be; other cities draw from the generic list.
 */
export const streetsByCity: Record<string, string[]> = {
  Ikeja: ['Allen Avenue', 'Opebi Road', 'Toyin Street', 'Isaac John Street', 'Obafemi Awolowo Way', 'Joel Ogunnaike Street', 'Oba Akran Avenue'],
  Lekki: ['Admiralty Way', 'Fola Osibo Road', 'Durosinmi Etti Drive', 'Chevron Drive', 'Ikate Road', 'Freedom Way', 'T.F. Kuboye Road'],
  'Victoria Island': ['Adeola Odeku Street', 'Ajose Adeogun Street', 'Kofo Abayomi Street', 'Akin Adesola Street', 'Sanusi Fafunwa Street', 'Saka Tinubu Street'],
  Ikoyi: ['Bourdillon Road', 'Awolowo Road', 'Alexander Avenue', 'Glover Road', 'Thompson Avenue', 'Gerrard Road', 'Queens Drive'],
  Yaba: ['Herbert Macaulay Way', 'Commercial Avenue', 'Alagomeji Street', 'Montgomery Road', 'Akoka Road'],
  Surulere: ['Adeniran Ogunsanya Street', 'Bode Thomas Street', 'Ogunlana Drive', 'Akerele Street', 'Aguda Road'],
  Ajah: ['Abraham Adesanya Road', 'Addo Road', 'Badore Road', 'Thomas Estate Road', 'Ado Road'],
  'Festac Town': ['22 Road', '23 Road', '3rd Avenue', '5th Avenue', '6th Avenue'],
  Gbagada: ['Olaniyi Street', 'Deeper Life Road', 'Diya Street', 'Gbagada Expressway', 'Oshin Street'],
  Magodo: ['Alhaji Adebayo Street', 'CMD Road', 'Emmanuel Keshi Street', 'Olabode Street'],
  Ikorodu: ['Lagos Road', 'Ijede Road', 'Sagamu Road', 'Ebute Road'],
  Ojodu: ['Ojodu Berger Road', 'Isheri Road', 'Omole Phase 1 Estate Road', 'Grammar School Road'],
  'Ibeju-Lekki': ['Lekki-Epe Expressway', 'Eleko Beach Road', 'Lakowe Road'],
  'Abuja Municipal': ['Aminu Kano Crescent', 'Gana Street', 'Yakubu Gowon Crescent', 'Ademola Adetokunbo Crescent', 'Lake Chad Crescent', 'Mississippi Street', 'Parakou Crescent', 'Ahmadu Bello Way', 'Aguiyi Ironsi Street', 'Obafemi Awolowo Way'],
  Bwari: ['Arab Road', 'Gado Nasko Road', 'Byazhin Road'],
  Gwagwalada: ['University Road', 'Zuba Road', 'Hospital Road'],
  'Port Harcourt': ['Tombia Street', 'Aba Road', 'Stadium Road', 'Olu Obasanjo Road', 'Forces Avenue', 'Trans Amadi Road'],
  'Obio-Akpor': ['Peter Odili Road', 'Ada George Road', 'Rumuola Road', 'Woji Road', 'Eliozu Road'],
  Ibadan: ['Awolowo Avenue', 'Ring Road', 'Oluyole Way', 'Bodija Road', 'Jericho Road', 'Adebayo Road', 'Akala Expressway'],
  Abeokuta: ['Oke-Mosan Road', 'Ibara Housing Road', 'Kuto Road', 'Lalubu Street'],
  Enugu: ['Ogui Road', 'Zik Avenue', 'Chime Avenue', 'Abakaliki Road', 'Presidential Road', 'Independence Avenue'],
  Kano: ['Murtala Mohammed Way', 'Zoo Road', 'Ahmadu Bello Way', 'Bompai Road', 'Club Road', 'Maiduguri Road'],
  Kaduna: ['Ali Akilu Road', 'Constitution Road', 'Kachia Road', 'Independence Way'],
  'Benin City': ['Airport Road', 'Sapele Road', 'Ihama Road', 'Ugbowo Road'],
};

export const genericStreets = [
  'Hospital Road',
  'Market Road',
  'Stadium Road',
  'Church Street',
  'Airport Road',
  'Unity Avenue',
  'Okonkwo Street',
  'Adewale Crescent',
  'Independence Avenue',
  'Government House Road',
  'Secretariat Road',
  'Station Road',
  'New Layout Road',
  'Ahmadu Bello Way',
  'Nnamdi Azikiwe Street',
];

export const estateNames = ['Royal Garden Estate', 'Crown Court Estate', 'Palm Springs Estate', 'Greenfield Estate', 'Unity Estate', 'Diamond Estate', 'Peace Court', 'Cedar Grove Estate'];
