import { render, screen, within } from '@testing-library/react';
import { LivingHereSection } from './LivingHereSection';

const facts = { electricity_band: 'B', meter: 'prepaid', power_backup: 'inverter_solar', water_source: 'borehole', flooding: 'street', road: 'untarred', security: 'gated_estate' } as const;

describe('LivingHereSection', () => {
  it('says each fact in plain words', () => {
    render(<LivingHereSection facts={facts} propertyId={1} ownerId={2} />);
    const lines = within(screen.getByRole('region', { name: 'Living here' })).getAllByRole('listitem')// The icon beside each line is decorative; the words are its last part.
      .map((item) => item.lastElementChild?.textContent);
    expect(lines).toEqual([
      'Band B: about 16 hours of light a day',
      'Prepaid meter: you pay for what you use',
      'Backup: an inverter or solar',
      'Water from a borehole',
      'The street flooded in the last rainy season',
      'Untarred road to the house',
      'In a gated estate',
    ]);
    expect(screen.queryByText(/ask before you pay/)).toBeNull();
  });

  it('says which facts the owner has not stated', () => {
    render(<LivingHereSection facts={{ ...facts, electricity_band: null, flooding: null }} propertyId={1} ownerId={2} />);
    expect(screen.getByText('Electricity band:').parentElement).toHaveTextContent('Electricity band: Not stated');
    expect(screen.getByText(/Flooding in the last rainy season:/)).toHaveTextContent('Not stated');
    expect(screen.getByText('The owner has not said yet: ask before you pay.')).toBeVisible();
  });

  it('is left out for land and on a provider without the facts', () => {
    const { container } = render(<><LivingHereSection facts={null} propertyId={1} ownerId={2} /><LivingHereSection facts={undefined} propertyId={1} ownerId={2} /></>);
    expect(container).toBeEmptyDOMElement();
  });
});
