import { type HealthInfo, healthImageLabels } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { Empty, Image } from "antd";

/**
 * The health declaration's images (spec 002 §3 RegisterCovid): travel code, health code, nucleic acid
 * test and signature, where declared; enlarged on click.
 */
export function HealthSection({ health }: { health: HealthInfo | null }) {
  const { t, i18n } = useLingui();
  if (!health || health.images.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t`Nothing declared`} />;
  return (
    <div className="rd-images" data-testid="panel-health">
      {health.images.map(({ kind, image }) => (
        <figure key={kind} className="rd-image" data-testid={`panel-health-${kind}`}>
          <Image src={image.url} alt={i18n._(healthImageLabels[kind])} height={120} />
          <figcaption>{i18n._(healthImageLabels[kind])}</figcaption>
        </figure>
      ))}
    </div>
  );
}
