import { renderMail, type Mail } from './template';

/** The e-mail a professional gets when a visitor writes from their service page; replying answers the visitor. */
export function messageToProviderMail(
  appUrl: string,
  service: { id: number; title: string; email: string },
  message: { name: string; email: string; message: string },
): Mail {
  return renderMail({
    to: service.email,
    subject: `New message about ${service.title}`,
    greeting: undefined,
    blocks: [
      { paragraph: `${message.name} (${message.email}) sent you a message about ${service.title}:` },
      { quote: message.message },
      { paragraph: `Reply to ${message.email} to answer.` },
      { link: 'Your service page', url: `${appUrl}/home-service-pro/details?id=${service.id}` },
    ],
    headers: { 'Reply-To': message.email },
  });
}
