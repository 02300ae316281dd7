export function meta() {
  return [{ title: 'Groceries' }];
}

export default function Home() {
  return <h1>Groceries</h1>;
}
