import { resultPosition } from './nigeria';

describe('state capitals for listings without coordinates', () => {
  it('places the first result of a state at its capital and later ones apart from it', () => {
    expect(resultPosition('Lagos', 0)).toEqual({ latitude: 6.52, longitude: 3.38 });
    const second = resultPosition('Lagos', 1);
    expect(second).not.toEqual(resultPosition('Lagos', 0));
    expect(second).not.toEqual(resultPosition('Lagos', 2));
  });
  it('has no place for an unknown state', () => {
    expect(resultPosition('Atlantis', 0)).toBeNull();
  });
});
