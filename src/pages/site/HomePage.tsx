import { BookingCta } from '../../components/BookingCta';
import { PageHero } from '../../components/PageHero';
import { StepList } from '../../components/StepList';
import { PAGES } from '../registry';

const STEPS = [
  { title: 'Book', description: 'Call, chat on WhatsApp or book online. A coordinator confirms a time that suits you.' },
  { title: 'Consult', description: 'Talk to a verified doctor by video or phone, in a language you are comfortable with.' },
  { title: 'Recover', description: 'Get a digital prescription and follow-up advice, kept safely in your health record.' },
] as const;

const FIGURES = [
  { value: '50,000+', label: 'consultations' },
  { value: '98%', label: 'patient satisfaction' },
  { value: '24/7', label: 'emergency line' },
] as const;

export function HomePage() {
  const services = PAGES.filter((page) => page.nav === 'services');
  return (
    <>
      <PageHero
        title="See a doctor online, from anywhere in India"
        lead="General physicians, diabetes specialists and oncologists on video, phone or WhatsApp, with consultations from ₹499."
      >
        <BookingCta />
        <a href="/doctors" className="btn-outline">
          Meet our doctors
        </a>
      </PageHero>

      <section aria-labelledby="services-title" className="container py-12">
        <h2 id="services-title" className="section-title">
          Our services
        </h2>
        <ul className="mt-6 grid list-none gap-4 p-0 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((page) => (
            <li key={page.path} className="card">
              <h3 className="text-lg font-bold">
                <a href={page.path} className="text-brand-800">
                  {page.title}
                </a>
              </h3>
              <p className="mt-2 text-ink-600">{page.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="how-it-works" aria-labelledby="how-title" className="bg-white py-12">
        <div className="container">
          <h2 id="how-title" className="section-title">
            How it works
          </h2>
          <StepList steps={STEPS} columns="md:grid-cols-3" />
          <p className="mt-6">
            <a href="/how-it-works">More about how consultations work</a>
          </p>
        </div>
      </section>

      <section aria-label="In numbers" className="container py-12">
        <dl className="grid gap-4 sm:grid-cols-3">
          {FIGURES.map((figure) => (
            <div key={figure.label} className="card text-center">
              <dt className="text-ink-600">{figure.label}</dt>
              <dd className="m-0 text-3xl font-extrabold text-brand-800">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
