/** A map search for a place's coordinates (opens the map app on phones). */
export const mapLink = (lat: number, lng: number) => `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
