// How it Works (docs/product/public-site.md): three steps, four benefits, three patient stories, calls to action. The
// stories are sample content and the page says so while they are.
import { whatsappHref } from '../../../shared/booking/topic';
import { formatNumber } from '../../../shared/i18n/format';
import { formatRupees } from '../../../shared/money';
import { localizedPath, type Locale } from '../../../shared/i18n/locales';
import { pageBooking, supportLine } from '../../booking/topics';
import { BookingCta } from '../../booking/BookingCta';
import { PageHero } from '../../ui/PageHero';
import { CONTACT_CHANNELS } from '../../content/contact/facts';
import { CONTACT_WORDS } from '../../content/contact/copy';
import { CONSULTATION_PLAN_WORDS, type PlanWords } from '../../content/plans/copy.en';
import { LOWEST_CONSULTATION_PRICE, type ConsultationPlanId } from '../../content/plans/facts';
import { CONSULTATION_PLAN_WORDS_HI } from '../../content/plans/copy.hi';
import { PATIENT_STORIES_EN } from '../../content/stories/copy.en';
import { STORIES_ARE_SAMPLES, type PatientStory } from '../../content/stories/facts';
import { PATIENT_STORIES_HI } from '../../content/stories/copy.hi';
import { usePage } from '../../render/page-context';
import { CardGrid } from '../../ui/CardGrid';
import { Section } from '../../ui/Section';
import { StepList } from '../../ui/StepList';
import { HOW_IT_WORKS_EN, type HowItWorksCopy } from './copy.en';
import { HOW_IT_WORKS_HI } from './copy.hi';
import { TextCards } from '../../ui/TextCards';

/** The page's own words, the channels' hours, the stories and the plan names, in each language. */
const COPY = { en: HOW_IT_WORKS_EN, hi: HOW_IT_WORKS_HI } satisfies Record<Locale, HowItWorksCopy>;
const STORIES = { en: PATIENT_STORIES_EN, hi: PATIENT_STORIES_HI } satisfies Record<Locale, readonly PatientStory[]>;
const PLAN_WORDS = { en: CONSULTATION_PLAN_WORDS, hi: CONSULTATION_PLAN_WORDS_HI } satisfies Record<
  Locale,
  Record<ConsultationPlanId, PlanWords>
>;

export function HowItWorksPage() {
  const { page, locale, t, config } = usePage();
  const copy = COPY[locale];
  const line = supportLine(config);
  const hours = (index: 0 | 1) =>
    CONTACT_WORDS[locale].availability(CONTACT_CHANNELS[index].availability, (value) => formatNumber(value, locale));
  const { benefits } = copy;
  const benefitCards = [
    benefits.home,
    benefits.doctors,
    {
      title: benefits.prices.title,
      description: benefits.prices.description(formatRupees(LOWEST_CONSULTATION_PRICE, locale)),
    },
    { title: benefits.help.title, description: benefits.help.description(hours(1), hours(0)) },
  ];
  const booking = pageBooking(page.path, page.title);

  return (
    <>
      <PageHero title={page.title} lead={copy.lead}>
        <BookingCta booking={booking} />
        <a href={localizedPath('/pricing', locale)} className="btn-outline">
          {copy.pricesLink}
        </a>
      </PageHero>

      <Section id="steps" anchor title={copy.steps.title}>
        <StepList steps={copy.steps.items} stepLabel={t.common.step} columns="md:grid-cols-3" />
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <p className="m-0 w-full font-semibold text-ink-900 sm:w-auto">{copy.steps.startNow}</p>
          <BookingCta booking={booking} />
          <a
            href={whatsappHref(line, copy.actions.whatsappText)}
            target="_blank"
            rel="noopener noreferrer"
            className="btn-outline"
          >
            {copy.actions.whatsapp}
            <span className="sr-only">{copy.actions.opensInNewTab}</span>
          </a>
        </div>
      </Section>

      <Section id="benefits" anchor title={benefits.title} tone="white">
        <TextCards items={benefitCards} columns={4} />
      </Section>

      <Section
        id="stories"
        anchor
        title={copy.stories.title}
        lead={STORIES_ARE_SAMPLES ? copy.stories.sampleNote : undefined}
      >
        <CardGrid
          items={STORIES[locale]}
          itemKey={(story) => story.id}
          renderItem={(story) => (
            <figure className="m-0 flex h-full flex-col">
              <blockquote className="m-0 text-ink-700">
                <p className="m-0">{story.story}</p>
              </blockquote>
              <figcaption className="mt-auto pt-4">
                <span className="block font-bold text-ink-900">{copy.stories.by(story.name, story.city)}</span>
                <a href={localizedPath(`/${story.plan}`, locale)} className="text-brand-800">
                  {PLAN_WORDS[locale][story.plan].name}
                </a>
              </figcaption>
            </figure>
          )}
        />
      </Section>
    </>
  );
}
