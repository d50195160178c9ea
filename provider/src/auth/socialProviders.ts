// The sign-in providers, apart from the sandbox and the OAuth code so the configuration can name them
// without importing the database those use.
export const SOCIAL_PROVIDERS = ['facebook', 'google'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
