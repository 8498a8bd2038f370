import { Link } from '@tanstack/react-router';
import { company, companyAddressLine } from '@elite/contracts/catalogue/company';
import { LegalPage, type LegalSection } from './LegalPage.tsx';

const title = 'Privacy Policy';
const path = '/privacy-policy';

const mail = (email: string) => <a href={`mailto:${email}`}>{email}</a>;

const sections: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    content: (
      <>
        <p>
          {company.legalName} (“{company.shortName}”, “we”, “us”) provides executive business advisory, entity formation, compliance and capital-readiness
          services to founders and companies in the United States. We are responsible for the personal information described in this policy.
        </p>
        <p>
          This policy covers our website, our client portal, our live chat, and the information you share with us when you contact us, book a consultation, form
          an entity or engage us as a client. Our office is at {companyAddressLine}.
        </p>
      </>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    content: (
      <>
        <h3>Information you give us</h3>
        <ul>
          <li>
            <strong>Contact and proposal forms:</strong> your name, e-mail address, phone number, company name, the services you are interested in and your
            message.
          </li>
          <li>
            <strong>Consultation bookings:</strong> your name, e-mail address, phone number, the date and time you choose and any notes you add about your
            business.
          </li>
          <li>
            <strong>Entity formation and intake forms:</strong> the details a state filing requires, such as the proposed business name, entity type, state,
            business and mailing addresses, the names and addresses of owners, members, officers or directors, and, where a filing or tax registration needs it,
            a Social Security or taxpayer identification number.
          </li>
          <li>
            <strong>Assessments, quizzes and calculators:</strong> your answers and the resulting scores or reports when you ask us to save or e-mail them.
          </li>
          <li>
            <strong>Client portal accounts:</strong> your name, e-mail address and password. We store passwords only as a one-way cryptographic hash; we can
            never read them.
          </li>
          <li>
            <strong>Live chat:</strong> the name and e-mail address you give and the messages you exchange with our team.
          </li>
          <li>
            <strong>Payments:</strong> your billing name and e-mail address and what you purchased. Card details are entered into our payment processor’s secure
            form and are not received or stored by us.
          </li>
        </ul>
        <h3>Information collected automatically</h3>
        <ul>
          <li>
            <strong>Server logs:</strong> your IP address, browser type, the pages you request and the time of each request. We use them to keep the site
            secure, to limit abusive traffic and to diagnose errors.
          </li>
          <li>
            <strong>Cookies and local storage:</strong> a session cookie when you sign in and browser storage for your cart and chat conversation, as explained
            in our <Link to="/cookie-policy">Cookie Policy</Link>. We do not use advertising or cross-site tracking technologies.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'How we use your information',
    content: (
      <>
        <ul>
          <li>To answer your enquiries — we respond within 24 hours on business days.</li>
          <li>To schedule, confirm and hold consultations, and to send you reminders about them.</li>
          <li>
            To deliver the services you engage us for, including preparing and filing formation documents with state agencies and obtaining tax identification
            numbers on your behalf.
          </li>
          <li>To process payments and subscriptions, issue receipts and prevent fraud.</li>
          <li>To run the client portal and keep your account secure.</li>
          <li>To send the reports, confirmations and service e-mails you ask for.</li>
          <li>To send occasional insights about our services if you have agreed to receive them. Every such e-mail has an unsubscribe link.</li>
          <li>To meet our legal, tax, accounting and professional obligations, and to enforce our agreements.</li>
        </ul>
        <p>We do not sell your personal information, and we do not share it for cross-context behavioral advertising.</p>
      </>
    ),
  },
  {
    id: 'how-we-share-information',
    title: 'How we share information',
    content: (
      <>
        <p>We share personal information only as needed to run our business and serve you:</p>
        <ul>
          <li>
            <strong>Service providers</strong> who work for us under contract — hosting, e-mail delivery and our payment processor — and may use the information
            only to provide their services to us.
          </li>
          <li>
            <strong>Government agencies</strong> such as a Secretary of State or the IRS, when you ask us to form an entity, file a report or obtain a tax
            identification number.
          </li>
          <li>
            <strong>Registered agents and professional partners</strong> (for example lenders, attorneys or CPAs in our partner network) only when you ask us to
            introduce you or it is part of the service you engaged us for.
          </li>
          <li>
            <strong>Legal and safety reasons:</strong> when the law, a court order or a regulator requires it, or to protect the rights, property or safety of
            our clients, our team or the public.
          </li>
          <li>
            <strong>Business transfers:</strong> if our business is merged, acquired or sold, subject to this policy’s protections.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'payments',
    title: 'Payments',
    content: (
      <p>
        Card payments for entity formations, services and retainers are handled by our PCI-DSS compliant payment processor. Your card number and security code
        go directly to the processor and never touch our servers. We receive only what we need to record the payment: the amount, the status, the card brand and
        its last four digits, and the payment reference. The processor’s own privacy policy governs the data it handles.
      </p>
    ),
  },
  {
    id: 'data-retention',
    title: 'How long we keep information',
    content: (
      <>
        <p>We keep personal information only as long as we need it for the purpose it was collected for:</p>
        <ul>
          <li>Enquiries and consultation requests that do not become engagements: up to 3 years.</li>
          <li>
            Client engagement, formation and payment records: for the engagement and 7 years after it ends, to meet tax and professional record-keeping
            obligations.
          </li>
          <li>Live chat conversations: up to 2 years.</li>
          <li>Server logs: up to 90 days, unless needed to investigate a security incident.</li>
        </ul>
        <p>When information is no longer needed, we delete it or make it anonymous.</p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How we protect information',
    content: (
      <p>
        We use encryption in transit (HTTPS) for the whole site, encrypt Social Security and taxpayer identification numbers at rest, store passwords only as
        salted hashes, expire inactive sessions, restrict staff access to those who need it and log administrative access. No system is perfectly secure; if a
        breach affects your personal information, we will notify you and the authorities as the law requires.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights and choices',
    content: (
      <>
        <p>
          Depending on the state you live in — including California, Colorado, Connecticut, Virginia and others with consumer privacy laws — you may have the
          right to:
        </p>
        <ul>
          <li>know what personal information we hold about you and receive a copy of it;</li>
          <li>correct information that is inaccurate;</li>
          <li>ask us to delete your information, subject to the records we must keep by law;</li>
          <li>opt out of marketing e-mails at any time, using the link in any such e-mail;</li>
          <li>opt out of the sale or sharing of personal information (we do neither);</li>
          <li>appeal our decision on your request.</li>
        </ul>
        <p>
          To make a request, e-mail {mail(company.privacyEmail)} or call {company.phoneDisplay}. We will confirm receipt within 10 days and answer within 45
          days. We verify your identity before acting on a request, and you may use an authorized agent. We will never treat you differently for exercising
          these rights. We honor Global Privacy Control signals sent by your browser.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children’s privacy',
    content: (
      <p>
        Our services are for businesses and adults. We do not knowingly collect personal information from anyone under 18. If you believe a child has given us
        information, contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    content: (
      <p>
        We may update this policy as our services or the law change. We will post the new version on this page with a new “Last updated” date and, for
        significant changes, tell clients by e-mail before the changes take effect.
      </p>
    ),
  },
];

/** /privacy-policy (docs/site-and-navigation.md#legal-pages: static text with a Back to Home link). */
export function PrivacyPolicyPage() {
  return (
    <LegalPage
      title={title}
      path={path}
      attention="Privacy"
      contactEmail={company.privacyEmail}
      summary={
        <>
          We collect only what we need to advise you, form your business and keep your account secure. We never sell your personal information and we use no
          advertising trackers. This policy explains what we collect, why, who we share it with and the choices you have.
        </>
      }
      sections={sections}
    />
  );
}
