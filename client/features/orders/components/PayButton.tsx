/**
 * The pay button of an unpaid card order: a form that POSTs to the order's pay link, and the
 * server answers with the bank's page. A POST because starting a payment is a write; a GET of
 * the link only ever leads to a payment that already exists (issue 11).
 */
export function PayButton({ url, label }: { url: string; label: string }) {
  return (
    <form className="pay-form" method="post" action={url}>
      <button type="submit" className="button">
        {label}
      </button>
    </form>
  );
}
