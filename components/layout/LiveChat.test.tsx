import { isValidElement } from 'react';
import { usePathname } from 'next/navigation';
import { LiveChat } from './LiveChat';

jest.mock('next/navigation', () => ({ usePathname: jest.fn() }));
const mockedPathname = jest.mocked(usePathname);

describe('LiveChat', () => {
  const original = process.env.NEXT_PUBLIC_LIVE_CHAT_SRC;
  beforeEach(() => mockedPathname.mockReturnValue('/'));
  afterEach(() => {
    if (original === undefined) delete process.env.NEXT_PUBLIC_LIVE_CHAT_SRC;
    else process.env.NEXT_PUBLIC_LIVE_CHAT_SRC = original;
  });

  it('renders nothing when no chat service is configured', () => {
    delete process.env.NEXT_PUBLIC_LIVE_CHAT_SRC;
    expect(LiveChat()).toBeNull();
  });

  it('loads the configured script lazily', () => {
    process.env.NEXT_PUBLIC_LIVE_CHAT_SRC = 'https://chat.example/widget.js';
    const element = LiveChat();
    expect(isValidElement(element)).toBe(true);
    expect(element?.props).toMatchObject({ src: 'https://chat.example/widget.js', strategy: 'lazyOnload' });
  });

  it.each(['/reset_password', '/account/confirm/token', '/alerts/unsubscribe', '/listing/confirm', '/social_auth/google', '/social_auth/facebook'])('stays off %s, whose address holds a secret', (pathname) => {
    process.env.NEXT_PUBLIC_LIVE_CHAT_SRC = 'https://chat.example/widget.js';
    mockedPathname.mockReturnValue(pathname);
    expect(LiveChat()).toBeNull();
  });

  it('still loads on pages that only start like one of those', () => {
    process.env.NEXT_PUBLIC_LIVE_CHAT_SRC = 'https://chat.example/widget.js';
    mockedPathname.mockReturnValue('/social_authors');
    expect(LiveChat()).not.toBeNull();
  });
});
