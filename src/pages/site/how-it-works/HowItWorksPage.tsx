// How it Works (SPEC.md section 2): three steps, four benefits, three patient stories and calls to action. The
// stories are sample content and the page says so while they are.
import { whatsappHref } from '../../../../shared/booking/topic';
import { formatNumber, formatRupees } from '../../../../shared/i18n/format';
import { localizedPath } from '../../../../shared/i18n/locales';
import { pageBooking, supportLine } from '../../../booking';
import { BookingCta } from '../../../components/BookingCta';
import { PageHero } from '../../../components/PageHero';
import { CONTACT_WORDS_EN } from '../../../content/contact/en';
import { CONTACT_CHANNELS } from '../../../content/contact/facts';
import { CONSULTATION_PLAN_WORDS } from '../../../content/plans/en';
import { LOWEST_CONSULTATION_PRICE } from '../../../content/plans/facts';
import { PATIENT_STORIES, STORIES_ARE_SAMPLES } from '../../../content/stories';
import { usePage } from '../../../render/page-context';
import { CardGrid } from '../../../ui/CardGrid';
import { Section } from '../../../ui/Section';
import { StepList } from '../../../ui/StepList';
import { EN_UI } from '../../../../shared/i18n/en/ui';
import { HOW_IT_WORKS_EN } from './copy.en';
import { TextCards } from '../../../ui/TextCards';

// English in every language until a Hindi copy exists (HINDI_VERSIONS lists this page as 'frame').
const copy = HOW_IT_WORKS_EN;

export function HowItWorksPage() {
  const { page, locale, config } = usePage();
  const line = supportLine(config);
  const hours = (index: 0 | 1) =>
    CONTACT_WORDS_EN.availability(CONTACT_CHANNELS[index].availability, (value) => formatNumber(value, locale));
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
        {/* This page's text is English in every language for now (see HINDI_VERSIONS), so its step labels are too. */}
        <StepList steps={copy.steps.items} stepLabel={EN_UI.common.step} columns="md:grid-cols-3" />
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
          items={PATIENT_STORIES}
          itemKey={(story) => story.id}
          renderItem={(story) => (
            <figure className="m-0 flex h-full flex-col">
              <blockquote className="m-0 text-ink-700">
                <p className="m-0">{story.story}</p>
              </blockquote>
              <figcaption className="mt-auto pt-4">
                <span className="block font-bold text-ink-900">{copy.stories.by(story.name, story.city)}</span>
                <a href={localizedPath(`/${story.plan}`, locale)} className="text-brand-800">
                  {CONSULTATION_PLAN_WORDS[story.plan].name}
                </a>
              </figcaption>
            </figure>
          )}
        />
      </Section>
    </>
  );
}
