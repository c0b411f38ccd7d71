// The staff's order sources report: orders and revenue by where buyers came from, for a range of
// days in the Persian calendar, asked for with the admin access key.
import { useId, useState, type FormEvent } from 'react';
import { originOf, type AttributionReportRow } from '../../../../../contracts/attribution';
import { useNow } from '../../../../kernel/clock';
import { useAppDispatch, useAppSelector } from '../../../../kernel/hooks';
import { __, sprintf } from '../../../../i18n';
import { formatNumber, toPersianDigits } from '../../../../ui/digits';
import { currentMonthRange } from '../persianDay';
import { selectAttributionReport } from '../selectors';
import { reportRequested } from '../slice';
import '../../attribution.css';

/** WooCommerce's origin column, in Persian. */
export function originLabel(row: Pick<AttributionReportRow, 'source_type' | 'source'>): string {
  const origin = originOf(row.source_type, row.source);
  switch (origin.kind) {
    case 'utm':
      return sprintf(__('Source: %s'), origin.source);
    case 'organic':
      return sprintf(__('Organic: %s'), origin.source);
    case 'referral':
      return sprintf(__('Referral: %s'), origin.source);
    case 'typein':
      return __('Direct');
    case 'mobile_app':
      return __('Mobile app');
    case 'admin':
      return __('Web admin');
    case 'unknown':
      return __('Unknown');
  }
}

const toman = (amount: number) => sprintf(__('%s Toman'), formatNumber(amount));
const orDash = (value: string) => value || '—';

function DateField(props: {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="attribution-report__field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        dir="ltr"
        required
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <span id={hintId} className="attribution-report__hint">
        {__('Year/month/day, for example 1404/01/01')}
      </span>
      {props.error && (
        <span id={errorId} className="attribution-report__error">
          {props.error}
        </span>
      )}
    </div>
  );
}

export function AttributionReportPage() {
  const dispatch = useAppDispatch();
  const { status, report, error, fieldErrors } = useAppSelector(selectAttributionReport);
  const defaults = currentMonthRange(useNow());
  const [from, setFrom] = useState(toPersianDigits(defaults.from));
  const [to, setTo] = useState(toPersianDigits(defaults.to));
  const [token, setToken] = useState('');
  const tokenId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(reportRequested({ from: from.trim(), to: to.trim(), token: token.trim() }));
  };

  return (
    <div className="page attribution-report">
      <h1>{__('Order sources report')}</h1>
      <p>
        {__('Orders and revenue by where the buyers came from, for days in the Persian calendar.')}
      </p>
      <form className="attribution-report__form" onSubmit={submit}>
        <div className="attribution-report__field">
          <label htmlFor={tokenId}>{__('Admin access key')}</label>
          <input
            id={tokenId}
            type="password"
            autoComplete="current-password"
            dir="ltr"
            required
            value={token}
            onChange={(event) => setToken(event.target.value)}
          />
        </div>
        <DateField
          label={__('From date')}
          value={from}
          error={fieldErrors.from}
          onChange={setFrom}
        />
        <DateField label={__('To date')} value={to} error={fieldErrors.to} onChange={setTo} />
        <button type="submit" className="button" disabled={status === 'loading'}>
          {__('Show report')}
        </button>
      </form>

      <div aria-live="polite">
        {status === 'loading' && <p>{__('Preparing the report…')}</p>}
        {status === 'failed' && error && (
          <p role="alert" className="attribution-report__error">
            {error}
          </p>
        )}
      </div>

      {status === 'loaded' && report && (
        <div className="attribution-report__table-wrap">
          <table>
            <caption>
              {sprintf(
                __('Orders from %1$s to %2$s'),
                toPersianDigits(report.from.replace(/-/g, '/')),
                toPersianDigits(report.to.replace(/-/g, '/')),
              )}
            </caption>
            <thead>
              <tr>
                <th scope="col">{__('Order origin')}</th>
                <th scope="col">{__('Traffic source')}</th>
                <th scope="col">{__('Traffic medium')}</th>
                <th scope="col" className="number">
                  {__('Orders')}
                </th>
                <th scope="col" className="number">
                  {__('Revenue')}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.rows.length === 0 && (
                <tr>
                  <td colSpan={5}>{__('No orders in this range.')}</td>
                </tr>
              )}
              {report.rows.map((row) => (
                <tr key={`${row.source_type}|${row.source}|${row.medium}`}>
                  <th scope="row">{originLabel(row)}</th>
                  <td dir="auto">{orDash(row.source)}</td>
                  <td dir="auto">{orDash(row.medium)}</td>
                  <td className="number">{formatNumber(row.orders)}</td>
                  <td className="number">{toman(row.revenue)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  {__('Total')}
                </th>
                <td className="number">{formatNumber(report.totals.orders)}</td>
                <td className="number">{toman(report.totals.revenue)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </div>
  );
}
