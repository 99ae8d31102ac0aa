import { Link } from "react-router-dom";
import { Card, PageShell } from "@/components/PageShell";
import { paths } from "@/lib/routes";
import { BackToApp, ContactLink, Section } from "@/pages/legal";

/** /terms: the rules of using Brew Map, short and plain. */
export default function TermsPage() {
  return (
    <PageShell title="Terms of use">
      <BackToApp />
      <Card className="space-y-5 leading-relaxed">
        <p>
          Brew Map is a place to find specialty coffee shops and to share honest reviews of them. Using it means
          agreeing to these terms.
        </p>
        <Section title="Your account">
          <p>
            Give your real name or a name you go by, keep your password to yourself, and use one account. You must be
            old enough to agree to these terms where you live.
          </p>
        </Section>
        <Section title="What you post">
          <p>
            Reviews, photos, shops, bean lists and your profile stay yours. By posting them you let Brew Map show them
            to everyone who uses it, for as long as you keep them here.
          </p>
          <p>
            Post only what you experienced and have the right to share: no spam, no advertising your own shop as a
            customer, nothing hateful, harassing or sexual, and no one else&apos;s private details. Photos should be of
            the coffee and the place.
          </p>
        </Section>
        <Section title="What we may do">
          <p>
            Anyone can report a review, photo, shop or profile (Report, beside it), and block a person from their
            profile. Our moderators look at reports within 24 hours. We may hide or remove content or suspend an account
            that breaks these terms, and we tell the person why. Shops and bean lists can be edited by anyone, and every
            change is kept in their history.
          </p>
        </Section>
        <Section title="No guarantees">
          <p>
            Opening hours, addresses and ratings come from the community and may be out of date. Brew Map is offered as
            it is, without warranties; we are not responsible for a visit that did not go as planned.
          </p>
        </Section>
        <Section title="Contact">
          <p>
            Questions, or something to report: <ContactLink />. How we handle your data is in the{" "}
            <Link
              to={paths.privacy()}
              className="font-semibold text-espresso underline decoration-latte underline-offset-2"
            >
              Privacy notice
            </Link>
            .
          </p>
        </Section>
      </Card>
    </PageShell>
  );
}
