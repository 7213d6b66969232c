import { UploadOutlined } from "@ant-design/icons";
import {
  type AdminConference,
  type BadgePage,
  type BadgePagePreset,
  badgePageLimits,
  badgePagePresetLabels,
  badgePagePresets,
  badgePagePresetValues,
  printTypeLabels,
  printTypeValues,
} from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { App, Button, Form, Input, InputNumber, Select, Switch, Upload } from "antd";
import { titleOf, useAdminLocale } from "#admin/format";
import { useUploadLogo } from "#admin/queries/badges";
import { errorText } from "#api/errors";
import type { DesignerAction, Draft } from "./designer-state";

type Props = {
  draft: Draft;
  conference: AdminConference;
  /** The logo as an embedded image, for its thumbnail. */
  logo: string | null;
  dispatch: (action: DesignerAction) => void;
};

const presetOf = (page: BadgePage): BadgePagePreset | "custom" =>
  badgePagePresetValues.find(
    (key) => badgePagePresets[key].width === page.width && badgePagePresets[key].height === page.height,
  ) ?? "custom";

/** The template's name, page size, whom it prints for, whether it is the default, and its logo. */
export function TemplateSettings({ draft, conference, logo, dispatch }: Props) {
  const { t, i18n } = useLingui();
  const { message } = App.useApp();
  const locale = useAdminLocale();
  const upload = useUploadLogo(conference.id);
  const preset = presetOf(draft.page);
  const setPage = (page: BadgePage) => dispatch({ type: "page", page });
  const side = { min: badgePageLimits.min, max: badgePageLimits.max, step: 1, suffix: "mm" };

  return (
    <Form layout="vertical" size="small" className="bdg-form" data-testid="designer-settings">
      <Form.Item label={<Trans>Template name</Trans>} required>
        <Input
          value={draft.name}
          maxLength={60}
          onChange={(event) => dispatch({ type: "meta", patch: { name: event.target.value } })}
          data-testid="designer-name"
        />
      </Form.Item>
      <Form.Item label={<Trans>Page size</Trans>}>
        <Select<BadgePagePreset | "custom">
          value={preset}
          onChange={(value) => value !== "custom" && setPage({ ...badgePagePresets[value] })}
          options={[
            ...badgePagePresetValues.map((key) => ({
              value: key,
              label: i18n._(badgePagePresetLabels[key]),
            })),
            { value: "custom", label: t`Custom size` },
          ]}
          data-testid="designer-page"
        />
      </Form.Item>
      <div className="bdg-form-grid">
        <Form.Item label={<Trans>Width</Trans>}>
          <InputNumber
            className="adm-fill"
            value={draft.page.width}
            {...side}
            onChange={(width) => typeof width === "number" && setPage({ ...draft.page, width })}
            data-testid="designer-page-width"
          />
        </Form.Item>
        <Form.Item label={<Trans>Height</Trans>}>
          <InputNumber
            className="adm-fill"
            value={draft.page.height}
            {...side}
            onChange={(height) => typeof height === "number" && setPage({ ...draft.page, height })}
            data-testid="designer-page-height"
          />
        </Form.Item>
      </div>
      <Form.Item label={<Trans>For participant types</Trans>}>
        <Select
          mode="multiple"
          allowClear
          value={draft.participantTypeIds}
          placeholder={t`None`}
          onChange={(participantTypeIds) => dispatch({ type: "meta", patch: { participantTypeIds } })}
          options={conference.participantTypes.map((type) => ({
            value: type.id,
            label: titleOf(type.title, locale),
          }))}
          data-testid="designer-types"
        />
      </Form.Item>
      <Form.Item label={<Trans>For print types</Trans>}>
        <Select
          mode="multiple"
          allowClear
          value={draft.printTypes}
          placeholder={t`None`}
          onChange={(printTypes) => dispatch({ type: "meta", patch: { printTypes } })}
          options={printTypeValues.map((value) => ({ value, label: i18n._(printTypeLabels[value]) }))}
          data-testid="designer-print-types"
        />
      </Form.Item>
      <Form.Item
        label={<Trans>Default template</Trans>}
        extra={<Trans>Prints for everyone no other template is made for.</Trans>}
      >
        <Switch
          checked={draft.isDefault}
          onChange={(isDefault) => dispatch({ type: "meta", patch: { isDefault } })}
          data-testid="designer-default"
        />
      </Form.Item>
      <Form.Item label={<Trans>Logo</Trans>}>
        <div className="bdg-logo">
          {logo && <img src={logo} alt="" data-testid="designer-logo" />}
          <Upload
            accept="image/png,image/jpeg,image/bmp"
            showUploadList={false}
            customRequest={({ file }) =>
              upload.mutate(file as File, {
                onSuccess: (info) => dispatch({ type: "logo", uploadId: info.id, url: info.url }),
                onError: (error) => void message.error(errorText(error)),
              })
            }
          >
            <Button icon={<UploadOutlined />} loading={upload.isPending} data-testid="designer-logo-upload">
              {draft.logoUploadId ? <Trans>Replace logo</Trans> : <Trans>Upload logo</Trans>}
            </Button>
          </Upload>
          {draft.logoUploadId && (
            <Button
              type="link"
              size="small"
              onClick={() => dispatch({ type: "logo", uploadId: null, url: null })}
              data-testid="designer-logo-remove"
            >
              <Trans>Remove</Trans>
            </Button>
          )}
        </div>
      </Form.Item>
    </Form>
  );
}
