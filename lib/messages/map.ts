/** The maps: listing results, a property and its neighbours, the listing form's picker (components/map). */
export const mapText = {
  roleDescription: 'map',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  resultsTitle: 'Map of these results',
  resultsHint: 'Tab to a pin and press Enter to see the home. A numbered circle holds homes close together: Enter zooms in to them.',
  marker: (name: string, area: string, price: string) => `${name} in ${area}, ${price}`,
  cluster: (count: number) => `${count} homes close together: zoom in`,
  propertyTitle: 'On the map',
  propertyHint: 'This home (the larger green pin) and similar homes nearby. Tab to a pin and press Enter to see the home.',
  propertyAloneHint: 'Where this home is.',
  currentMarker: (name: string) => `This home: ${name}`,
} as const;

/**
 * What a map's frame says itself. Server components hand these to the island as props, so a browsing
 * page's first-load JavaScript, kept small, carries no map texts.
 */
export const mapFrameText = {
  loading: 'Loading the map…',
  failed: 'The map could not be loaded. The addresses above still say where each home is.',
  approximateNote: 'Homes without an exact address are placed near their state capital.',
} as const;
