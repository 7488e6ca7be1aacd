/**
 * Birthplaces of famous people (issue 24, "must show"): the query a user would type, the place's country, its
 * IANA zone and its coordinates. Written by hand, not produced by the atlas: coordinates are the city-centre
 * values of the places' encyclopedia entries (Wikipedia / Encyclopaedia Britannica infoboxes, rounded to 0.01°);
 * zones are those of the IANA tz database's zone1970.tab and its region comments (e.g. Udmurtia on
 * Europe/Samara, Santa Fe province on America/Argentina/Cordoba, north-west Indiana on America/Chicago). Where the
 * tz database has renamed a zone and kept the old name as a link, both names are accepted.
 */
export interface FamousBirthplace {
  readonly person: string;
  readonly query: string;
  readonly country: string;
  readonly zones: readonly string[];
  readonly latitude: number;
  readonly longitude: number;
}

const b = (person: string, query: string, country: string, zone: string | readonly string[], latitude: number, longitude: number): FamousBirthplace => ({
  person, query, country, zones: typeof zone === 'string' ? [zone] : zone, latitude, longitude,
});

export const FAMOUS_BIRTHPLACES: readonly FamousBirthplace[] = [
  // Europe
  b('Albert Einstein', 'Ulm, Germany', 'DE', 'Europe/Berlin', 48.4, 9.99),
  b('Wolfgang Amadeus Mozart', 'Salzburg', 'AT', 'Europe/Vienna', 47.8, 13.04),
  b('Ludwig van Beethoven', 'Bonn', 'DE', 'Europe/Berlin', 50.73, 7.1),
  b('William Shakespeare', 'Stratford-upon-Avon', 'GB', 'Europe/London', 52.19, -1.71),
  b('Napoleon Bonaparte', 'Ajaccio', 'FR', 'Europe/Paris', 41.93, 8.74),
  b('Marie Curie', 'Warsaw', 'PL', 'Europe/Warsaw', 52.23, 21.01),
  b('Marie Curie (Polish name)', 'Warszawa', 'PL', 'Europe/Warsaw', 52.23, 21.01),
  b('Leonardo da Vinci', 'Vinci, Italy', 'IT', 'Europe/Rome', 43.79, 10.93),
  b('Galileo Galilei', 'Pisa', 'IT', 'Europe/Rome', 43.72, 10.4),
  b('Dante Alighieri', 'Firenze', 'IT', 'Europe/Rome', 43.77, 11.25),
  b('Pablo Picasso', 'Málaga', 'ES', 'Europe/Madrid', 36.72, -4.42),
  b('Salvador Dalí', 'figueres', 'ES', 'Europe/Madrid', 42.27, 2.96),
  b('Vincent van Gogh', 'Zundert', 'NL', 'Europe/Amsterdam', 51.47, 4.66),
  b('Rembrandt', 'Leiden', 'NL', 'Europe/Amsterdam', 52.16, 4.49),
  b('Franz Kafka', 'Praha', 'CZ', 'Europe/Prague', 50.09, 14.42),
  b('Franz Schubert', 'Wien', 'AT', 'Europe/Vienna', 48.21, 16.37),
  b('Johannes Brahms', 'Hamburg', 'DE', 'Europe/Berlin', 53.55, 10.0),
  b('Richard Wagner', 'Leipzig', 'DE', 'Europe/Berlin', 51.34, 12.37),
  b('Johann Sebastian Bach', 'Eisenach', 'DE', 'Europe/Berlin', 50.98, 10.32),
  b('Johann Wolfgang von Goethe', 'Frankfurt am Main', 'DE', 'Europe/Berlin', 50.11, 8.68),
  b('Karl Marx', 'Trier', 'DE', 'Europe/Berlin', 49.75, 6.64),
  b('Immanuel Kant', 'Königsberg', 'RU', 'Europe/Kaliningrad', 54.71, 20.51),
  b('Pyotr Tchaikovsky', 'Votkinsk', 'RU', 'Europe/Samara', 57.05, 53.99),
  b('Alexander Pushkin', 'Moscow', 'RU', 'Europe/Moscow', 55.75, 37.62),
  b('Vladimir Nabokov', 'Saint Petersburg', 'RU', 'Europe/Moscow', 59.94, 30.31),
  b('Dmitri Shostakovich', 'Leningrad', 'RU', 'Europe/Moscow', 59.94, 30.31),
  b('Anton Chekhov', 'Taganrog', 'RU', 'Europe/Moscow', 47.24, 38.9),
  b('Mikhail Bulgakov', 'Kiev', 'UA', ['Europe/Kyiv', 'Europe/Kiev'], 50.45, 30.52),
  b('Joseph Stalin', 'Gori, Georgia', 'GE', 'Asia/Tbilisi', 41.98, 44.11),
  b('Oscar Wilde', 'Dublin', 'IE', 'Europe/Dublin', 53.35, -6.26),
  b('Arthur Conan Doyle', 'Edinburgh', 'GB', 'Europe/London', 55.95, -3.19),
  b('John Lennon', 'Liverpool', 'GB', 'Europe/London', 53.41, -2.98),
  b('Charles Dickens', 'Portsmouth, England', 'GB', 'Europe/London', 50.8, -1.09),
  b('Virginia Woolf', 'London, England', 'GB', 'Europe/London', 51.51, -0.13),
  b('Edvard Grieg', 'Bergen, Norway', 'NO', 'Europe/Oslo', 60.39, 5.32),
  b('Greta Garbo', 'Stockholm', 'SE', 'Europe/Stockholm', 59.33, 18.07),
  b('Niels Bohr', 'Copenhagen', 'DK', 'Europe/Copenhagen', 55.68, 12.57),
  b('Hans Christian Andersen', 'Odense', 'DK', 'Europe/Copenhagen', 55.4, 10.39),
  b('Jean Sibelius', 'Hämeenlinna', 'FI', 'Europe/Helsinki', 61.0, 24.46),
  b('Harry Houdini', 'Budapest', 'HU', 'Europe/Budapest', 47.5, 19.04),
  b('Mustafa Kemal Atatürk', 'Salonica', 'GR', 'Europe/Athens', 40.64, 22.94),
  b('Maria Callas (family)', 'Athens, Greece', 'GR', 'Europe/Athens', 37.98, 23.73),
  b('Fernando Pessoa', 'Lisboa', 'PT', 'Europe/Lisbon', 38.72, -9.14),
  b('Jean-Jacques Rousseau', 'Geneva, Switzerland', 'CH', 'Europe/Zurich', 46.2, 6.14),
  b('Carl Jung (studied)', 'zurich', 'CH', 'Europe/Zurich', 47.37, 8.54),
  b('Audrey Hepburn (Ixelles, Brussels)', 'Brussels', 'BE', 'Europe/Brussels', 50.85, 4.35),
  b('Björk', 'Reykjavik', 'IS', 'Atlantic/Reykjavik', 64.14, -21.9),
  b('Arthur Rubinstein', 'Lodz', 'PL', 'Europe/Warsaw', 51.76, 19.46),
  b('Pope John Paul II', 'Wadowice', 'PL', 'Europe/Warsaw', 49.88, 19.49),
  b('Romain Gary', 'Vilnius', 'LT', 'Europe/Vilnius', 54.69, 25.28),
  b('Orhan Pamuk', 'Istanbul', 'TR', 'Europe/Istanbul', 41.01, 28.98),
  b('Constantin Brâncuși (capital)', 'București', 'RO', 'Europe/Bucharest', 44.43, 26.1),
  b('Arthur Schopenhauer', 'Danzig', 'PL', 'Europe/Warsaw', 54.35, 18.65),
  // The Americas
  b('Elvis Presley', 'Tupelo', 'US', 'America/Chicago', 34.26, -88.7),
  b('Bill Clinton', 'Hope, Arkansas', 'US', 'America/Chicago', 33.67, -93.59),
  b('Barack Obama', 'Honolulu', 'US', 'Pacific/Honolulu', 21.31, -157.86),
  b('Thomas Edison', 'Milan, Ohio', 'US', 'America/New_York', 41.3, -82.6),
  b('Henry Ford (near)', 'Detroit', 'US', 'America/Detroit', 42.33, -83.05),
  b('Walt Disney', 'Chicago', 'US', 'America/Chicago', 41.88, -87.63),
  b('Marilyn Monroe', 'Los Angeles', 'US', 'America/Los_Angeles', 34.05, -118.24),
  b('Prince', 'Minneapolis', 'US', 'America/Chicago', 44.98, -93.27),
  b('Michael Jackson', 'Gary, Indiana', 'US', 'America/Chicago', 41.59, -87.35),
  b('Martin Luther King Jr.', 'Atlanta', 'US', 'America/New_York', 33.75, -84.39),
  b('Muhammad Ali', 'Louisville, KY', 'US', 'America/Kentucky/Louisville', 38.25, -85.76),
  b('Kurt Vonnegut', 'Indianapolis', 'US', 'America/Indiana/Indianapolis', 39.77, -86.16),
  b('Abraham Lincoln (state capital)', 'Springfield, IL', 'US', 'America/Chicago', 39.8, -89.64),
  b('Mark Twain (Missouri town)', 'Hannibal, Missouri', 'US', 'America/Chicago', 39.71, -91.36),
  b('Stephen King', 'Portland, Maine', 'US', 'America/New_York', 43.66, -70.26),
  b('Matt Groening', 'Portland, Oregon', 'US', 'America/Los_Angeles', 45.52, -122.68),
  b('Tim Allen (Denver)', 'Denver', 'US', 'America/Denver', 39.74, -104.98),
  b('Stevie Nicks', 'Phoenix', 'US', 'America/Phoenix', 33.45, -112.07),
  b('New Yorker', 'New York City', 'US', 'America/New_York', 40.71, -74.01),
  b('Alaskan', 'Anchorage', 'US', 'America/Anchorage', 61.22, -149.9),
  b('Drake', 'Toronto', 'CA', 'America/Toronto', 43.65, -79.38),
  b('Leonard Cohen', 'Montreal', 'CA', ['America/Toronto', 'America/Montreal'], 45.51, -73.59),
  b('Ryan Reynolds', 'Vancouver, British Columbia', 'CA', 'America/Vancouver', 49.25, -123.12),
  b('Frida Kahlo (city)', 'Mexico City', 'MX', 'America/Mexico_City', 19.43, -99.13),
  b('Fidel Castro (capital)', 'Havana', 'CU', 'America/Havana', 23.13, -82.38),
  b('Usain Bolt (capital)', 'Kingston, Jamaica', 'JM', 'America/Jamaica', 17.99, -76.79),
  b('Gabriel García Márquez', 'Aracataca', 'CO', 'America/Bogota', 10.59, -74.19),
  b('Lionel Messi', 'Rosario, Argentina', 'AR', 'America/Argentina/Cordoba', -32.95, -60.65),
  b('Jorge Luis Borges', 'Buenos Aires', 'AR', 'America/Argentina/Buenos_Aires', -34.61, -58.38),
  b('Ayrton Senna', 'sao paulo', 'BR', 'America/Sao_Paulo', -23.55, -46.63),
  b('Pelé', 'Tres Coracoes', 'BR', 'America/Sao_Paulo', -21.7, -45.25),
  b('Machado de Assis', 'Rio de Janeiro', 'BR', 'America/Sao_Paulo', -22.91, -43.17),
  b('Pablo Neruda', 'Parral, Chile', 'CL', 'America/Santiago', -36.14, -71.83),
  b('Mario Vargas Llosa', 'Arequipa', 'PE', 'America/Lima', -16.4, -71.54),
  b('Simón Bolívar', 'Caracas', 'VE', 'America/Caracas', 10.49, -66.88),
  b('Jules Laforgue', 'Montevideo', 'UY', 'America/Montevideo', -34.9, -56.19),
  // Africa
  b('Gandhi’s South African years (city)', 'Johannesburg', 'ZA', 'Africa/Johannesburg', -26.2, 28.05),
  b('Omar Sharif', 'Alexandria', 'EG', 'Africa/Cairo', 31.2, 29.92),
  b('Naguib Mahfouz', 'Cairo', 'EG', 'Africa/Cairo', 30.04, 31.24),
  b('Fela Kuti (career)', 'Lagos, Nigeria', 'NG', 'Africa/Lagos', 6.45, 3.39),
  b('Lupita Nyong’o (raised)', 'Nairobi', 'KE', 'Africa/Nairobi', -1.29, 36.82),
  b('Haile Gebrselassie (capital)', 'Addis Ababa', 'ET', 'Africa/Addis_Ababa', 9.03, 38.74),
  b('Youssou N’Dour', 'Dakar', 'SN', 'Africa/Dakar', 14.69, -17.44),
  b('Jean Reno', 'Casablanca', 'MA', 'Africa/Casablanca', 33.59, -7.62),
  b('Kofi Annan (city)', 'Kumasi', 'GH', 'Africa/Accra', 6.69, -1.62),
  b('Claudia Cardinale', 'Tunis', 'TN', 'Africa/Tunis', 36.82, 10.17),
  b('Albert Camus', 'Dréan', 'DZ', 'Africa/Algiers', 36.68, 7.75),
  // Asia
  b('Mahatma Gandhi', 'Porbandar', 'IN', 'Asia/Kolkata', 21.64, 69.6),
  b('Rudyard Kipling', 'Bombay', 'IN', 'Asia/Kolkata', 19.08, 72.88),
  b('Rabindranath Tagore', 'Calcutta', 'IN', 'Asia/Kolkata', 22.57, 88.36),
  b('Mao Zedong (Shaoshan, Hunan: its capital)', 'Changsha', 'CN', 'Asia/Shanghai', 28.2, 112.97),
  b('Puyi', 'Beijing', 'CN', 'Asia/Shanghai', 39.91, 116.4),
  b('Akira Kurosawa', 'Tokyo', 'JP', 'Asia/Tokyo', 35.69, 139.69),
  b('Yasunari Kawabata', 'Osaka', 'JP', 'Asia/Tokyo', 34.69, 135.5),
  b('Bong Joon-ho', 'Daegu', 'KR', 'Asia/Seoul', 35.87, 128.6),
  b('Shirin Ebadi', 'Hamadan', 'IR', 'Asia/Tehran', 34.8, 48.51),
  b('Zaha Hadid', 'Baghdad', 'IQ', 'Asia/Baghdad', 33.34, 44.4),
  b('Natalie Portman', 'Jerusalem', 'IL', 'Asia/Jerusalem', 31.77, 35.22),
  b('Muhammad Ali Jinnah', 'Karachi', 'PK', 'Asia/Karachi', 24.86, 67.01),
  b('Manisha Koirala', 'Kathmandu', 'NP', 'Asia/Kathmandu', 27.7, 85.32),
  b('Sheikh Hasina', 'Dhaka', 'BD', 'Asia/Dhaka', 23.81, 90.41),
  b('Lee Kuan Yew', 'Singapore', 'SG', 'Asia/Singapore', 1.29, 103.85),
  b('Pramoedya (capital)', 'Jakarta', 'ID', 'Asia/Jakarta', -6.21, 106.85),
  b('José Rizal (capital)', 'Manila', 'PH', 'Asia/Manila', 14.6, 120.98),
  b('Ulaanbaatar native', 'Ulaanbaatar', 'MN', 'Asia/Ulaanbaatar', 47.91, 106.88),
  b('Gennady Golovkin', 'Karaganda', 'KZ', 'Asia/Almaty', 49.8, 73.1),
  b('Charles Aznavour (family city)', 'Yerevan', 'AM', 'Asia/Yerevan', 40.18, 44.51),
  b('Khaled Hosseini', 'Kabul', 'AF', 'Asia/Kabul', 34.53, 69.17),
  // Oceania
  b('Nicole Kidman (raised)', 'Sydney', 'AU', 'Australia/Sydney', -33.87, 151.21),
  b('Cate Blanchett', 'Melbourne', 'AU', 'Australia/Melbourne', -37.81, 144.96),
  b('Heath Ledger', 'Perth', 'AU', 'Australia/Perth', -31.95, 115.86),
  b('Sia', 'Adelaide', 'AU', 'Australia/Adelaide', -34.93, 138.6),
  b('Errol Flynn', 'Hobart, Tasmania', 'AU', 'Australia/Hobart', -42.88, 147.33),
  b('Russell Crowe', 'Wellington, New Zealand', 'NZ', 'Pacific/Auckland', -41.29, 174.78),
  b('Lorde (city)', 'Auckland', 'NZ', 'Pacific/Auckland', -36.85, 174.76),
  b('Fiji capital', 'Suva', 'FJ', 'Pacific/Fiji', -18.14, 178.44),
  b('Nouméa native', 'Noumea', 'NC', 'Pacific/Noumea', -22.28, 166.46),
  b('Port Moresby native', 'Port Moresby', 'PG', 'Pacific/Port_Moresby', -9.44, 147.18),
];

/** Names shared by places of similar size in different countries or divisions: a birth must not guess. */
export const AMBIGUOUS_NAMES: readonly string[] = ['Springfield', 'Portland', 'Vancouver', 'Geneva', 'Hobart', 'San José'];

/**
 * Names a country's capital shares with smaller places abroad: the capital is meant (GeoNames feature code PPLC of
 * records 264371 Athens, https://www.geonames.org/264371, and 2179537 Wellington, https://www.geonames.org/2179537).
 */
export const CAPITAL_NAMES: readonly { readonly name: string; readonly id: number; readonly country: string }[] = [
  { name: 'Athens', id: 264371, country: 'GR' },
  { name: 'Wellington', id: 2179537, country: 'NZ' },
];
