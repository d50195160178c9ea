import { sendTestMail } from './mail/testMail';

// `npm run mail:test -- you@example.com`, run with the provider's environment (SMTP_URL, MAIL_FROM).
sendTestMail(process.env, process.argv[2]).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
