// Names of languages in one line, each in the page's language and, where the page also writes it in the language's
// own script, that name after it marked with its language (lang), so a screen reader reads it in the right voice and
// a browser picks a font that has the script: "तमिल (<span lang="ta">தமிழ்</span>)".
import { Fragment } from 'react';

export interface NamedLanguage {
  name: string;
  own?: { text: string; lang: string };
}

export function LanguageNames({
  languages,
  separator,
  ownMarks,
}: {
  languages: readonly NamedLanguage[];
  /** Between two names (", "). */
  separator: string;
  /** Around an own-script name (" (" and ")"). */
  ownMarks: { before: string; after: string };
}) {
  return (
    <>
      {languages.map((language, index) => (
        <Fragment key={language.own?.lang ?? language.name}>
          {index > 0 && separator}
          {language.name}
          {language.own && (
            <>
              {ownMarks.before}
              <span lang={language.own.lang}>{language.own.text}</span>
              {ownMarks.after}
            </>
          )}
        </Fragment>
      ))}
    </>
  );
}
