/** @jest-environment node */
import { loadSocialClients } from './socialOAuth';

describe('loadSocialClients', () => {
  it('configures no network without its id and secret', () => {
    expect(loadSocialClients({})).toEqual({});
    expect(loadSocialClients({ GOOGLE_CLIENT_ID: ' ', GOOGLE_CLIENT_SECRET: '' })).toEqual({});
  });

  it("uses the networks' own endpoints unless told otherwise", () => {
    const clients = loadSocialClients({
      GOOGLE_CLIENT_ID: 'g-id',
      GOOGLE_CLIENT_SECRET: 'g-secret',
      FACEBOOK_CLIENT_ID: 'fb-id',
      FACEBOOK_CLIENT_SECRET: 'fb-secret',
      FACEBOOK_TOKEN_URL: 'http://127.0.0.1:3247/token',
    });
    expect(clients).toEqual({
      google: { clientId: 'g-id', clientSecret: 'g-secret', tokenUrl: 'https://oauth2.googleapis.com/token', userInfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo' },
      facebook: { clientId: 'fb-id', clientSecret: 'fb-secret', tokenUrl: 'http://127.0.0.1:3247/token', userInfoUrl: 'https://graph.facebook.com/v23.0/me' },
    });
  });

  it('stops the start on half a pair or an endpoint that is not a web address', () => {
    expect(() => loadSocialClients({ GOOGLE_CLIENT_ID: 'g-id' })).toThrow(/GOOGLE_CLIENT_SECRET/);
    expect(() => loadSocialClients({ FACEBOOK_CLIENT_SECRET: 's' })).toThrow(/FACEBOOK_CLIENT_ID/);
    expect(() => loadSocialClients({ GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 's', GOOGLE_TOKEN_URL: 'file:///etc/passwd' })).toThrow(/GOOGLE_TOKEN_URL/);
  });
});
