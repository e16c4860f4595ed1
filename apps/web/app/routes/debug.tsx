export default function Debug() {
  return <main id="main"><h1>Debug</h1></main>;
}
