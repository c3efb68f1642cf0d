/** English messages of the console's outlets section. */
export const outlets = {
  heading: 'Stores for pick-up',
  add: 'Add a store',
  edit: 'Edit',
  newHeading: 'New store',
  fields: {
    name_en: 'Name in English',
    name_km: 'Name in Khmer',
    address_en: 'Address in English',
    address_km: 'Address in Khmer',
    province_en: 'Province in English',
    province_km: 'Province in Khmer',
    phone: 'Phone',
    hours: 'Opening hours (HH:MM-HH:MM, every day)',
    lat: 'Latitude',
    lng: 'Longitude',
  },
  save: 'Save',
  saved: 'Saved. The shop shows it now.',
  missing: (field: string) => `Fill in: ${field}.`,
  badHours: 'Write the hours as 08:00-20:00, opening before closing.',
  badPlace: 'The latitude and longitude must be a place in Cambodia (latitude 10 to 15, longitude 102 to 108).',
};
