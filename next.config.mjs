/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Lets tests and parallel local builds use their own output folder (default `.next`).
  distDir: process.env.NEXT_DIST_DIR || '.next',
};

export default nextConfig;
