import { Link } from "react-router-dom";
import { Card, PageShell } from "@/components/PageShell";
import { paths } from "@/lib/routes";
import { BackToApp, ContactLink, Section } from "@/pages/legal";

/** /privacy: what Brew Map keeps about a person, why, and what they can ask for, short and plain. */
export default function PrivacyPage() {
  return (
    <PageShell title="Privacy notice">
      <BackToApp />
      <Card className="space-y-5 leading-relaxed">
        <Section title="What we keep">
          <ul className="list-disc space-y-1 pl-5">
            <li>Your account: email address and a hashed password (never the password itself).</li>
            <li>
              Your profile: your name and whatever else you choose to fill in (favourite drinks, city, about you).
            </li>
            <li>
              What you do here: your reviews and photos (resized in your browser, with their location data removed
              before upload), shops and bean lists you add or edit, who you follow, your saved shops, Helpful votes and
              notifications.
            </li>
            <li>
              For a few seconds while a shop&apos;s panel is open: that you are looking at it, so others see how many
              people are.
            </li>
          </ul>
        </Section>
        <Section title="Who sees it">
          <p>
            Your name, profile, reviews, photos and the shops you added are public: anyone with a link can read them.
            Your email address, password, saved shops, votes and notifications are seen by no one else.
          </p>
          <p>
            There are no ads and no trackers. Map tiles come from OpenStreetMap (or Google Maps where it is enabled),
            photos may be served by a storage host (Cloudflare R2), and city searches may be sent to a geocoding
            service; those services see your IP address, as any website you load does.
          </p>
        </Section>
        <Section title="Why">
          <p>
            To run the service you signed up for: show the map, your reviews and your friends&apos; activity, keep
            accounts safe (sign-in limits, abuse checks) and keep the community trustworthy.
          </p>
        </Section>
        <Section title="Your rights">
          <p>
            You can change your profile and edit or delete your reviews at any time. On your profile, Download my data
            saves a copy of everything your account holds as one file, and Delete account closes it at once and then
            deletes everything you wrote; shops you added and your edits to shops and bean lists stay, credited to
            &quot;A former member&quot;. Questions: write to <ContactLink />; we answer within 30 days.
          </p>
        </Section>
        <p>
          See also the{" "}
          <Link
            to={paths.terms()}
            className="font-semibold text-espresso underline decoration-latte underline-offset-2"
          >
            Terms of use
          </Link>
          .
        </p>
      </Card>
    </PageShell>
  );
}
