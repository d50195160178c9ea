import type { Mail } from './outbox';

/** The e-mail a professional gets when a visitor writes from their service page. */
export function messageToProviderMail(
  appUrl: string,
  service: { id: number; title: string; email: string },
  message: { name: string; email: string; message: string },
): Mail {
  const link = `${appUrl}/home-service-pro/details?id=${service.id}`;
  return {
    to: service.email,
    subject: `New message about ${service.title}`,
    text:
      `Hello,\n\n${message.name} (${message.email}) sent you a message about ${service.title}:\n\n${message.message}\n\n` +
      `Reply to ${message.email} to answer.\nYour service page: ${link}\n`,
    links: [link],
  };
}
