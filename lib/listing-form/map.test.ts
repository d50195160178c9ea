import { clampZoom, coordinateAt, DEFAULT_CENTRE, gridPhase, nudge, offsetBy, panelSpanMetres, parseCoordinate } from './map';

describe('location picker maths', () => {
  it('spans about 1 km at zoom 14 and doubles per level out', () => {
    expect(panelSpanMetres(14)).toBe(1000);
    expect(panelSpanMetres(13)).toBe(2000);
    expect(panelSpanMetres(15)).toBe(500);
  });

  it('keeps the zoom within its bounds', () => {
    expect(clampZoom(3)).toBe(8);
    expect(clampZoom(20)).toBe(18);
    expect(clampZoom(14.4)).toBe(14);
  });

  it('puts the panel centre on the centre and its right edge about 500 m east', () => {
    expect(coordinateAt(DEFAULT_CENTRE, 14, 0.5, 0.5)).toEqual(DEFAULT_CENTRE);
    const east = coordinateAt(DEFAULT_CENTRE, 14, 1, 0.5);
    expect(east.latitude).toBe(DEFAULT_CENTRE.latitude);
    expect((east.longitude - DEFAULT_CENTRE.longitude) * 111_320 * Math.cos((9.072264 * Math.PI) / 180)).toBeCloseTo(500, 0);
    expect(coordinateAt(DEFAULT_CENTRE, 14, 0.5, 0).latitude).toBeGreaterThan(DEFAULT_CENTRE.latitude);
  });

  it('moves one grid square (100 m at zoom 14) per arrow step', () => {
    const north = nudge(DEFAULT_CENTRE, 14, 'north');
    expect((north.latitude - DEFAULT_CENTRE.latitude) * 111_320).toBeCloseTo(100, 0);
    expect(nudge(DEFAULT_CENTRE, 14, 'west').longitude).toBeLessThan(DEFAULT_CENTRE.longitude);
  });

  it('wraps longitude past 180 and keeps latitude off the poles', () => {
    expect(offsetBy({ latitude: 0, longitude: 179.9999 }, 1000, 0).longitude).toBeLessThan(-179);
    expect(offsetBy({ latitude: 84.99, longitude: 0 }, 0, 10_000).latitude).toBe(85);
  });

  it('gives a grid phase within one square', () => {
    const { x, y } = gridPhase(DEFAULT_CENTRE, 14);
    for (const value of [x, y]) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(0.1);
    }
  });

  it('reads the two inputs only when both are usable numbers', () => {
    expect(parseCoordinate('9.07', '7.49')).toEqual({ latitude: 9.07, longitude: 7.49 });
    expect(parseCoordinate('', '7.49')).toBeNull();
    expect(parseCoordinate('abc', '7.49')).toBeNull();
    expect(parseCoordinate('91', '7.49')).toBeNull();
  });
});
