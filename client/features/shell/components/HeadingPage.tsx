// Pages whose content arrives with later features show only their heading until then.
export function HeadingPage({ heading }: { heading: string }) {
  return (
    <div className="page">
      <h1>{heading}</h1>
    </div>
  );
}
