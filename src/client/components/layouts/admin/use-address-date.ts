import { useNavigate, useSearchParams } from 'react-router';
import { dateFromAddress } from './AdminDateField';

/**
 * The date a console screen of one day shows, read from its address (`?date=`; null: the screen's
 * own day), and the way to another date. A date from the field replaces the address (`replace`),
 * so focus stays in the field; a page change would move it to the heading.
 */
export function useAddressDate(hrefFor: (date: string) => string) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const requested = dateFromAddress(params.get('date'));
  const goTo = (date: string, options: { replace?: boolean } = {}) => {
    if (date) navigate(hrefFor(date), options);
  };
  return { requested, goTo };
}
