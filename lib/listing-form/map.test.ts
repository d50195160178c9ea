import { parseCoordinate, pickerKeyAction, roundCoordinate, toCoordinate } from './map';

describe('location picker coordinates', () => {
  it('stores what the map reports to six decimals', () => {
    expect(toCoordinate(9.0722641234, 7.4913029876)).toEqual({ latitude: 9.072264, longitude: 7.491303 });
  });

  it('keeps latitude on the map (Web Mercator stops at ±85.0511) and wraps longitude past 180', () => {
    expect(toCoordinate(89.9, 0).latitude).toBe(85.0511);
    expect(toCoordinate(-89.9, 0).latitude).toBe(-85.0511);
    expect(toCoordinate(0, 190).longitude).toBe(-170);
    expect(toCoordinate(0, -181).longitude).toBe(179);
    expect(toCoordinate(0, 540).longitude).toBe(-180);
  });

  it('never writes -0 into an input', () => {
    expect(Object.is(roundCoordinate(-0.0000001), 0)).toBe(true);
    expect(String(toCoordinate(-0.0000001, -0.0000001).latitude)).toBe('0');
  });

  it('reads the two inputs only when both are usable numbers', () => {
    expect(parseCoordinate('9.07', '7.49')).toEqual({ latitude: 9.07, longitude: 7.49 });
    expect(parseCoordinate(' 9.07 ', '-7.49')).toEqual({ latitude: 9.07, longitude: -7.49 });
    expect(parseCoordinate('', '7.49')).toBeNull();
    expect(parseCoordinate('abc', '7.49')).toBeNull();
    expect(parseCoordinate('91', '7.49')).toBeNull();
    expect(parseCoordinate('9', '181')).toBeNull();
  });
});

describe('location picker keys', () => {
  it('moves the marker ten pixels per arrow, fifty with Shift, y growing downwards', () => {
    expect(pickerKeyAction('ArrowUp', false)).toEqual({ move: { x: 0, y: -10 } });
    expect(pickerKeyAction('ArrowDown', false)).toEqual({ move: { x: 0, y: 10 } });
    expect(pickerKeyAction('ArrowLeft', true)).toEqual({ move: { x: -50, y: 0 } });
    expect(pickerKeyAction('ArrowRight', false)).toEqual({ move: { x: 10, y: 0 } });
  });

  it('zooms with + and -, places with Enter and Space, and leaves Tab and letters alone', () => {
    expect(pickerKeyAction('+', false)).toEqual({ zoom: 1 });
    expect(pickerKeyAction('=', false)).toEqual({ zoom: 1 });
    expect(pickerKeyAction('-', false)).toEqual({ zoom: -1 });
    expect(pickerKeyAction('Enter', false)).toEqual({ place: true });
    expect(pickerKeyAction(' ', false)).toEqual({ place: true });
    expect(pickerKeyAction('Tab', false)).toBeNull();
    expect(pickerKeyAction('a', false)).toBeNull();
  });
});
