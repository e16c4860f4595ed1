import { data } from "react-router";

export function loader() {
  return data({}, { status: 404 });
}

export default function NotFound() {
  return <main id="main"><h1>404</h1></main>;
}
