import { pageBooking } from '../../booking';
import { BookingCta } from '../../components/BookingCta';
import { PageHero } from '../../components/PageHero';
import { usePage } from '../../render/page-context';

/** A page whose full content is still being written: its title, summary and the booking call-to-action. */
export function PendingPage() {
  const { page } = usePage();
  return (
    <PageHero title={page.title} lead={page.description}>
      <BookingCta booking={pageBooking(page.path, page.title)} />
    </PageHero>
  );
}
