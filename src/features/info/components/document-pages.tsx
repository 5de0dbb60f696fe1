import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { InfoContent, InfoDocument } from '../content/types';
import { useInfoContent } from '../hooks/use-info-content';
import { ContentBlocks } from './content-blocks';
import { InfoPage, InfoSection, WithInfoContent } from './info-page';

type DocumentKey = 'aboutUs' | 'paymentPolicy' | 'privacyPolicy' | 'returnPolicy' | 'termsOfService';

const TITLES: Record<DocumentKey, ParseKeys> = {
  aboutUs: 'info.titles.about_us',
  paymentPolicy: 'info.titles.payment_policy',
  privacyPolicy: 'info.titles.privacy_policy',
  returnPolicy: 'info.titles.return_policy',
  termsOfService: 'info.titles.terms_of_service',
};

/** A long information page from the language's content module, with a table of contents. */
function DocumentPage({ doc }: { doc: DocumentKey }) {
  const { t } = useTranslation();
  const content = useInfoContent().data as InfoContent | undefined;
  const document: InfoDocument | undefined = content?.[doc];
  return (
    <InfoPage
      title={t(TITLES[doc])}
      lead={document?.lead}
      meta={document?.meta}
      toc={document?.sections.map((s) => ({ id: s.id, title: s.title }))}
    >
      <WithInfoContent>
        {(loaded) =>
          loaded[doc].sections.map((section) => (
            <InfoSection key={section.id} id={section.id} title={section.title}>
              <ContentBlocks blocks={section.blocks} />
            </InfoSection>
          ))
        }
      </WithInfoContent>
    </InfoPage>
  );
}

export const AboutUsPage = () => <DocumentPage doc="aboutUs" />;
export const PaymentPolicyPage = () => <DocumentPage doc="paymentPolicy" />;
export const PrivacyPolicyPage = () => <DocumentPage doc="privacyPolicy" />;
export const ReturnPolicyPage = () => <DocumentPage doc="returnPolicy" />;
export const TermsOfServicePage = () => <DocumentPage doc="termsOfService" />;
