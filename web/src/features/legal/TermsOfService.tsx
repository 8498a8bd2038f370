import { Link } from '@tanstack/react-router';
import { company } from '@elite/contracts/catalogue/company';
import { LegalPage, type LegalSection } from './LegalPage.tsx';

const title = 'Terms of Service';
const path = '/terms-of-service';

const sections: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of these terms',
    content: (
      <p>
        These terms are an agreement between you and {company.legalName} (“{company.shortName}”, “we”, “us”). By using our website, tools or client portal, or
        by buying a service from us, you agree to them. If you use our services for a company, you confirm that you may bind that company. A signed engagement
        letter or statement of work takes precedence over these terms where the two differ.
      </p>
    ),
  },
  {
    id: 'our-services',
    title: 'Our services',
    content: (
      <>
        <p>We offer:</p>
        <ul>
          <li>executive advisory retainers (Foundation, Transformation and Enterprise programs, {company.retainerRange});</li>
          <li>entity formation, registered agent and compliance services;</li>
          <li>fundability, business credit and capital-readiness programs;</li>
          <li>digital, brand and operations services; and</li>
          <li>free tools, such as calculators, assessments and a business name search.</li>
        </ul>
        <p>
          We are a business advisory firm, not a law firm. We do not give legal advice, and using our services does not create an attorney–client relationship.
          Where your matter needs an attorney or a licensed tax professional, we will tell you, and we can introduce you to one from our partner network.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Eligibility and accounts',
    content: (
      <p>
        You must be at least 18 years old and able to form a binding contract. When you create a client portal account, give accurate information, keep your
        password confidential and tell us promptly at <a href={`mailto:${company.email}`}>{company.email}</a> if you think someone else has used your account.
        You are responsible for activity under your account.
      </p>
    ),
  },
  {
    id: 'engagements',
    title: 'Retainers and engagements',
    content: (
      <>
        <p>
          Advisory retainers are billed monthly in advance and renew each month until cancelled. Either party may end a retainer with 30 days’ written notice
          unless your engagement letter says otherwise; fees for the notice period remain payable. The scope, deliverables and team for each engagement are set
          out in your engagement letter or statement of work.
        </p>
        <p>
          You agree to give us accurate and complete information, respond to our requests in good time and make the decisions that belong to you. Our timelines
          depend on your responses and on third parties, such as state agencies, that we do not control.
        </p>
      </>
    ),
  },
  {
    id: 'fees-and-refunds',
    title: 'Fees, payment and refunds',
    content: (
      <>
        <ul>
          <li>All prices are in US dollars. Sales tax is added where it applies.</li>
          <li>
            Payments are processed by our payment processor. By paying, you authorize the charge, and for retainers and yearly services the recurring charges,
            until you cancel.
          </li>
          <li>
            <strong>Entity formation</strong> is a one-time payment. We aim to file within 24–48 hours of receiving complete information. If we cannot form your
            business, we refund the formation fee in full.
          </li>
          <li>
            Other one-off services are non-refundable once work has begun, except where your engagement letter or the law says otherwise. Yearly services may be
            cancelled before renewal.
          </li>
          <li>Amounts not paid when due may lead us to pause work until the account is brought current.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'no-guarantee',
    title: 'Results are not guaranteed',
    content: (
      <p>
        Figures on our website — such as capital raised by clients, success rates, average return on investment and approval rates — describe our past results
        and are not a promise of future results. Lenders, investors, credit bureaus and government agencies make their own decisions. We do not guarantee that
        you will obtain funding, a credit limit, a certification or any particular financial outcome.
      </p>
    ),
  },
  {
    id: 'free-tools',
    title: 'Free tools and content',
    content: (
      <p>
        Our calculators, quizzes, assessments, articles and guides are general information, not advice for your situation. A business name search shows likely
        availability only; it is not a guarantee that a state will accept the name or that it is free of trademark rights. Check important decisions with a
        qualified professional.
      </p>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual property',
    content: (
      <p>
        The website, its text, design, tools and our methodologies belong to us or our licensors. You may view and print pages for your own business use.
        Deliverables we create for you are licensed or assigned to you as your engagement letter states, once they are paid for in full. You keep all rights in
        the information you give us.
      </p>
    ),
  },
  {
    id: 'confidentiality',
    title: 'Confidentiality and privacy',
    content: (
      <p>
        We keep your business information confidential and use it only to serve you. Our <Link to="/privacy-policy">Privacy Policy</Link> and{' '}
        <Link to="/cookie-policy">Cookie Policy</Link> explain how we handle personal information.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    content: (
      <>
        <p>When using our website, tools, portal or live chat, you agree not to:</p>
        <ul>
          <li>break the law or infringe anyone’s rights;</li>
          <li>submit false information or information about others without their permission;</li>
          <li>try to reach accounts, data or systems that are not yours, or test our security without permission;</li>
          <li>overload, scrape or interfere with the website or its services; or</li>
          <li>send spam, abusive or harmful content through our forms or chat.</li>
        </ul>
        <p>We may suspend access that breaks these rules.</p>
      </>
    ),
  },
  {
    id: 'third-parties',
    title: 'Third-party services and links',
    content: (
      <p>
        Some services rely on third parties, such as our payment processor, state filing offices and partners you ask us to introduce. Links to other websites,
        including our social media pages, are for convenience; we are not responsible for their content or practices.
      </p>
    ),
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers and limitation of liability',
    content: (
      <>
        <p>
          Except as expressly stated in these terms or your engagement letter, the website and free tools are provided “as is” and “as available”, without
          warranties of any kind, to the extent the law allows.
        </p>
        <p>
          To the extent the law allows, we are not liable for indirect, incidental, special, consequential or punitive damages, or for lost profits, revenue or
          data. Our total liability for any claim relating to our services is limited to the fees you paid us for the service concerned in the 12 months before
          the claim arose.
        </p>
      </>
    ),
  },
  {
    id: 'indemnity',
    title: 'Indemnity',
    content: (
      <p>
        You agree to indemnify us against claims by third parties that arise from information you gave us that was inaccurate or that you had no right to share,
        or from your breach of these terms.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law and disputes',
    content: (
      <p>
        These terms are governed by the laws of the State of {company.governingLawState}, without regard to its conflict-of-laws rules. Before starting
        proceedings, each party agrees to try in good faith to resolve a dispute by negotiation for 30 days. The state and federal courts located in New York
        County, New York, have exclusive jurisdiction over any dispute that is not resolved.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    content: (
      <p>
        We may update these terms from time to time. The version on this page, with its “Last updated” date, applies from the day it is posted. Changes do not
        affect an engagement letter already signed unless both parties agree.
      </p>
    ),
  },
];

/** /terms-of-service (docs/site-and-navigation.md#legal-pages: static text with a Back to Home link). */
export function TermsOfServicePage() {
  return (
    <LegalPage
      title={title}
      path={path}
      attention="Legal"
      contactEmail={company.legalEmail}
      summary={
        <>
          These terms explain how you may use our website and tools, how our retainers and services are bought, billed and refunded, and what each of us can
          expect from the other. Please read them before engaging us.
        </>
      }
      sections={sections}
    />
  );
}
