import { describe, expect, it } from 'vitest';
import { currentPosition } from './geolocation';

describe('currentPosition (spec 9 geolocation)', () => {
  it('asks with high accuracy, 30 s timeout and 30 s max age, and gives the coordinates', async () => {
    let asked: PositionOptions | undefined;
    const geolocation = {
      getCurrentPosition: (ok: PositionCallback, _fail: PositionErrorCallback, options: PositionOptions) => {
        asked = options;
        ok({ coords: { latitude: 30.2, longitude: -97.7 } } as GeolocationPosition);
      },
    } as unknown as Geolocation;
    await expect(currentPosition(geolocation)).resolves.toEqual({ lat: 30.2, lng: -97.7 });
    expect(asked).toEqual({ enableHighAccuracy: true, timeout: 30_000, maximumAge: 30_000 });
  });

  it('gives null when the donor refuses', async () => {
    const geolocation = {
      getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) => fail({ code: 1 } as GeolocationPositionError),
    } as unknown as Geolocation;
    await expect(currentPosition(geolocation)).resolves.toBeNull();
    await expect(currentPosition(undefined)).resolves.toBeNull();
  });
});
