import { isValidElement } from 'react';
import { LiveChat } from './LiveChat';

describe('LiveChat', () => {
  const original = process.env.NEXT_PUBLIC_LIVE_CHAT_SRC;
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
});
