export default function HomePage() {
  return (
    <main id="main" className="container">
      <h1>Find your next home in Nigeria</h1>
    </main>
  );
}
