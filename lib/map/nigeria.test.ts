import { project, resultPosition } from './map';

describe('results map', () => {
  it('projects the bounding box corners onto the drawing', () => {
    expect(project(14, 2.7, 600, 500)).toEqual({ x: 0, y: 0 });
    expect(project(4, 14.7, 600, 500)).toEqual({ x: 600, y: 500 });
  });
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
