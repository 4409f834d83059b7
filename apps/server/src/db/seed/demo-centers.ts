import type { LocationInput } from '../factories/locations';

/** Demo centers of the neutral demo brand; the addresses are made up. */
export const demoCenters: LocationInput[] = [
  { id: 101, name: 'Demo Plasma Austin North', addressLine1: '8120 Research Blvd', city: 'Austin', stateCode: 'TX', zipCode: '78758', phone: '5125550101', timezone: 'America/Chicago' },
  { id: 102, name: 'Demo Plasma Houston 2', addressLine1: '4410 Westheimer Rd', city: 'Houston', stateCode: 'TX', zipCode: '77027', phone: '7135550102', timezone: 'America/Chicago' },
  { id: 103, name: 'Demo Plasma San Antonio Medical Center', addressLine1: '7715 Fredericksburg Rd', city: 'San Antonio', stateCode: 'TX', zipCode: '78229', phone: '2105550103', timezone: 'America/Chicago' },
  { id: 104, name: 'Demo Plasma El Paso Eastside', addressLine1: '1590 N Lee Trevino Dr', city: 'El Paso', stateCode: 'TX', zipCode: '79936', phone: '9155550104', timezone: 'America/Denver' },
  { id: 105, name: 'Demo Plasma Phoenix Camelback', addressLine1: '2335 W Camelback Rd', city: 'Phoenix', stateCode: 'AZ', zipCode: '85015', phone: '6025550105', timezone: 'America/Phoenix' },
  { id: 106, name: 'Demo Plasma Tucson Grant Road', addressLine1: '3871 E Grant Rd', city: 'Tucson', stateCode: 'AZ', zipCode: '85712', phone: '5205550106', timezone: 'America/Phoenix' },
  { id: 107, name: 'Demo Plasma Orlando Colonial', addressLine1: '5602 E Colonial Dr', city: 'Orlando', stateCode: 'FL', zipCode: '32807', phone: '4075550107', timezone: 'America/New_York' },
  { id: 108, name: 'Demo Plasma Tampa Fowler Avenue', addressLine1: '1407 E Fowler Ave', city: 'Tampa', stateCode: 'FL', zipCode: '33612', phone: '8135550108', timezone: 'America/New_York' },
  { id: 109, name: 'Demo Plasma Miami Gardens', addressLine1: '18301 NW 27th Ave', city: 'Miami Gardens', stateCode: 'FL', zipCode: '33056', phone: '3055550109', timezone: 'America/New_York' },
  { id: 110, name: 'Demo Plasma Columbus Morse Road', addressLine1: '3750 Morse Rd', city: 'Columbus', stateCode: 'OH', zipCode: '43219', phone: '6145550110', timezone: 'America/New_York' },
  { id: 111, name: 'Demo Plasma Dayton Salem Avenue', addressLine1: '5240 Salem Ave', city: 'Dayton', stateCode: 'OH', zipCode: '45426', phone: '9375550111', timezone: 'America/New_York' },
  { id: 112, name: 'Demo Plasma Atlanta Memorial Drive', addressLine1: '3290 Memorial Dr SE', city: 'Atlanta', stateCode: 'GA', zipCode: '30032', phone: '4045550112', timezone: 'America/New_York' },
  { id: 113, name: 'Demo Plasma Savannah Abercorn', addressLine1: '11020 Abercorn St', city: 'Savannah', stateCode: 'GA', zipCode: '31419', phone: '9125550113', timezone: 'America/New_York' },
  { id: 114, name: 'Demo Plasma Denver Colfax', addressLine1: '9801 E Colfax Ave', city: 'Aurora', stateCode: 'CO', zipCode: '80010', phone: '3035550114', timezone: 'America/Denver' },
  { id: 115, name: 'Demo Plasma Charlotte University City', addressLine1: '9005 JM Keynes Dr', city: 'Charlotte', stateCode: 'NC', zipCode: '28262', phone: '7045550115', timezone: 'America/New_York' },
  { id: 116, name: 'Demo Plasma Raleigh Capital Blvd', addressLine1: '3610 Capital Blvd', city: 'Raleigh', stateCode: 'NC', zipCode: '27604', phone: '9195550116', timezone: 'America/New_York' },
  { id: 117, name: 'Demo Plasma Indianapolis Lafayette Road', addressLine1: '3919 Lafayette Rd', city: 'Indianapolis', stateCode: 'IN', zipCode: '46254', phone: '3175550117', timezone: 'America/Indiana/Indianapolis' },
  { id: 118, name: 'Demo Plasma St. Louis Gravois', addressLine1: '6221 Gravois Ave', city: 'St. Louis', stateCode: 'MO', zipCode: '63116', phone: '3145550118', timezone: 'America/Chicago' },
  { id: 119, name: 'Demo Plasma Albuquerque Central', addressLine1: '5901 Central Ave NE', city: 'Albuquerque', stateCode: 'NM', zipCode: '87108', phone: '5055550119', timezone: 'America/Denver' },
  { id: 120, name: 'Demo Plasma San Juan Hato Rey', addressLine1: '270 Ave Luis Muñoz Rivera', city: 'San Juan', stateCode: 'PR', zipCode: '00918', phone: '7875550120', timezone: 'America/Puerto_Rico' },
];
