/** @jest-environment node */
import { messages } from '@/lib/messages';
import { securityText } from '@/lib/messages/security';
import { uploadWithProgress } from './uploadWithProgress';

/** Enough of XMLHttpRequest for one upload, driven by the test: the last one made is `current`. */
class FakeRequest {
  static current: FakeRequest;
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void; onload?: () => void } = {};
  onload?: () => void;
  onerror?: () => void;
  ontimeout?: () => void;
  status = 0;
  responseText = '';
  timeout = 0;
  headers: Record<string, string> = {};
  constructor() {
    FakeRequest.current = this;
  }
  open() {}
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send() {}
}

beforeAll(() => Object.assign(globalThis, { XMLHttpRequest: FakeRequest }));

describe('uploadWithProgress', () => {
  it('reports progress and the answer', async () => {
    const progress: number[] = [];
    const pending = uploadWithProgress('/api/vst/x', new FormData(), (fraction) => progress.push(fraction));
    FakeRequest.current.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 });
    Object.assign(FakeRequest.current, { status: 200, responseText: '{"Detail":"Saved"}' });
    FakeRequest.current.onload?.();
    expect(await pending).toEqual({ ok: true, status: 200, data: { Detail: 'Saved' } });
    expect(progress).toEqual([0.25]);
  });

  it('asks to try again when the connection fails before the body is sent', async () => {
    const pending = uploadWithProgress('/api/vst/x', new FormData(), () => undefined);
    FakeRequest.current.onerror?.();
    expect(await pending).toEqual({ ok: false, status: 0, message: messages.providerUnavailable });
  });

  it('says the upload can be sent again as it is when the connection fails after the whole body was sent, and sends it under the same key', async () => {
    const body = new FormData();
    body.append('name', 'Four-bedroom duplex');
    const pending = uploadWithProgress('/api/vst/profile/submitListing', body, () => undefined);
    const first = FakeRequest.current;
    first.upload.onload?.();
    first.ontimeout?.();
    expect(await pending).toEqual({ ok: false, status: 0, message: messages.writeUnconfirmed });

    const again = uploadWithProgress('/api/vst/profile/submitListing', body, () => undefined);
    expect(FakeRequest.current.headers['Idempotency-Key']).toBe(first.headers['Idempotency-Key']);
    Object.assign(FakeRequest.current, { status: 200, responseText: '{}' });
    FakeRequest.current.onload?.();
    await again;
    void uploadWithProgress('/api/vst/profile/submitListing', body, () => undefined);
    expect(FakeRequest.current.headers['Idempotency-Key']).not.toBe(first.headers['Idempotency-Key']);
  });

  it("shows the BFF's words when uploads are refused for being too many (429) or the server busy (503), a plain error for other failures", async () => {
    const answer = async (status: number, responseText: string) => {
      const pending = uploadWithProgress('/api/vst/x', new FormData(), () => undefined);
      Object.assign(FakeRequest.current, { status, responseText });
      FakeRequest.current.onload?.();
      return pending;
    };
    const busy = JSON.stringify({ message: securityText.uploadsBusy });
    expect(await answer(503, busy)).toEqual({ ok: false, status: 503, message: securityText.uploadsBusy });
    const inProgress = JSON.stringify({ message: securityText.uploadsInProgress });
    expect(await answer(429, inProgress)).toEqual({ ok: false, status: 429, message: securityText.uploadsInProgress });
    expect(await answer(500, JSON.stringify({ message: 'TypeError at line 3' }))).toEqual({ ok: false, status: 500, message: messages.serverError });
    expect(await answer(502, '<html>Bad gateway</html>')).toEqual({ ok: false, status: 502, message: messages.serverError });
  });
});
