/** @jest-environment node */
import { GET } from './route';

function requestFor(segments: string[]) {
  return GET(new Request(`http://localhost/${segments.join('/')}`), { params: Promise.resolve({ unknown: segments }) });
}

describe('unknown paths', () => {
  it('redirect to the home page with a 307', async () => {
    const response = await requestFor(['no', 'such', 'page']);
    expect(response.status).toBe(307);
    expect(response.headers.get('Location')).toBe('/');
  });

  it('answer unknown API paths with a JSON 404', async () => {
    const response = await requestFor(['api', 'vst', 'nothing']);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ Detail: 'Not found' });
  });
});
