// A static page, served from the cache after the build.
export default function Page() {
  return <p>Hello</p>;
}
