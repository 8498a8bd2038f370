import { Link } from '@tanstack/react-router';
import { company } from '@elite/contracts/catalogue/company';
import classes from './Legal.module.css';
import { LegalPage, type LegalSection } from './LegalPage.tsx';

const title = 'Cookie Policy';
const path = '/cookie-policy';

/** What the site keeps in the browser. The cart key is the documented (docs/catalogue-and-cart.md#cart-storage). */
const storageItems = [
  {
    name: 'Session cookie',
    kind: 'Cookie (first-party, strictly necessary)',
    purpose:
      'Keeps staff and clients signed in to the client portal and team dashboards. Set only when you sign in; it cannot be read by scripts on the page (HttpOnly) and is sent only to our own site.',
    duration: 'Until you sign out, or when the session expires after a period of inactivity',
  },
  {
    name: 'elite-cart',
    kind: 'Local storage (first-party, functional)',
    purpose: 'Remembers the services in your cart and their quantities, so your cart is still there when you come back.',
    duration: 'Until you empty your cart or clear your browser storage',
  },
  {
    name: 'Chat conversation id',
    kind: 'Local storage (first-party, functional)',
    purpose:
      'Lets the live chat reconnect you to your conversation after you reload the page. Holds the conversation identifier, the name and e-mail you gave the chat, and a message only until our server has stored it.',
    duration: 'Until you clear your browser storage',
  },
];

const sections: LegalSection[] = [
  {
    id: 'what-are-cookies',
    title: 'What cookies and local storage are',
    content: (
      <p>
        Cookies are small text files a website asks your browser to keep and send back with later requests. Local storage is similar browser storage that stays
        on your device and is read only by the website’s own pages; it is not sent to our servers automatically.
      </p>
    ),
  },
  {
    id: 'our-approach',
    title: 'Our approach',
    content: (
      <>
        <p>We keep this short on purpose. Our website uses only what it needs to work:</p>
        <ul>
          <li>no advertising cookies or retargeting pixels;</li>
          <li>no cross-site tracking and no social media tracking widgets;</li>
          <li>no third-party analytics cookies.</li>
        </ul>
        <p>
          Because everything we use is needed for a feature you ask for, we do not show a consent banner. If we ever add optional cookies, we will ask for your
          consent first and update this page.
        </p>
      </>
    ),
  },
  {
    id: 'what-we-use',
    title: 'What we use',
    content: (
      <div className={classes.tableWrap}>
        <table className={classes.table}>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Type</th>
              <th scope="col">Purpose</th>
              <th scope="col">How long</th>
            </tr>
          </thead>
          <tbody>
            {storageItems.map((item) => (
              <tr key={item.name}>
                <td>
                  <strong>{item.name}</strong>
                </td>
                <td data-label="Type">{item.kind}</td>
                <td data-label="Purpose">{item.purpose}</td>
                <td data-label="How long">{item.duration}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    ),
  },
  {
    id: 'third-parties',
    title: 'Third parties',
    content: (
      <>
        <p>
          When you pay by card, the payment form is provided by our payment processor. To prevent fraud, the processor may set its own strictly necessary
          cookies on payment pages; they are governed by the processor’s own privacy and cookie policies.
        </p>
        <p>The links to our social media pages are plain links. Those sites can set cookies only if you click through to them.</p>
      </>
    ),
  },
  {
    id: 'managing-cookies',
    title: 'Managing cookies and storage',
    content: (
      <>
        <p>You can see, block and delete cookies and site data in your browser’s settings. If you do, the site still works for browsing, but:</p>
        <ul>
          <li>without the session cookie, you cannot sign in to the client portal;</li>
          <li>clearing local storage empties your cart and starts a new chat conversation.</li>
        </ul>
        <p>Because we do not track you, there is nothing to opt out of; “Do Not Track” and Global Privacy Control signals are respected by default.</p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    content: (
      <p>
        If we change what we store in your browser, we will update the table above and the “Last updated” date. Our{' '}
        <Link to="/privacy-policy">Privacy Policy</Link> explains how we handle personal information more broadly.
      </p>
    ),
  },
];

/** /cookie-policy (docs/site-and-navigation.md#legal-pages: static text with a Back to Home link). */
export function CookiePolicyPage() {
  return (
    <LegalPage
      title={title}
      path={path}
      attention="Privacy"
      contactEmail={company.privacyEmail}
      summary={
        <>
          We use one sign-in cookie and a little browser storage for your cart and chat — and nothing that tracks you across the web or serves you ads. Here is
          exactly what is stored and why.
        </>
      }
      sections={sections}
    />
  );
}
