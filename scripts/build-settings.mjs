// The settings a production build bakes in, so `npm start` can tell a build made with other ones.

/**
 * What a build takes from its environment and keeps: every `NEXT_PUBLIC_*` (inlined into the browser's
 * code) and APP_URL (next.config.mjs turns it into response headers at build time). Unset and empty
 * are the same to the build, so empty values are left out.
 */
export function buildSettings(env) {
  const names = Object.keys(env)
    .filter((name) => (name.startsWith('NEXT_PUBLIC_') || name === 'APP_URL') && env[name] !== undefined && env[name] !== '')
    .sort();
  return Object.fromEntries(names.map((name) => [name, env[name]]));
}

/** The names whose value differs between a build's recorded settings and the current ones, sorted. */
export function changedSettings(recorded, current) {
  const names = new Set([...Object.keys(recorded), ...Object.keys(current)]);
  return [...names].filter((name) => recorded[name] !== current[name]).sort();
}
