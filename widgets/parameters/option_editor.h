#pragma once

#include <sluice/option_registry.h>

#include <QString>
#include <QWidget>

#include <optional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QTableWidget;

namespace sluice {

/// The editor one option's type calls for, generated from its registry spec: a check box,
/// a spin box with the option's range, a line edit for durations and memory sizes (any Flink
/// spelling accepted, the normalized form shown), a combo for enums, a key/value table for
/// maps, a line edit for strings and lists. The default shows as a placeholder.
class OptionEditor : public QWidget
{
    Q_OBJECT

public:
    explicit OptionEditor(const OptionSpec &spec, QWidget *parent = nullptr);

    const OptionSpec &spec() const { return m_spec; }

    /// Shows the value in force; none shows the default (as placeholder where the type allows).
    /// Never emits committed().
    void setValue(const std::optional<QString> &value);
    /// The value the editor holds as text ("" when it shows the default).
    QString text() const;

    /// Does what the user does: puts `value` in the editor and commits it ("" = default).
    void commit(const QString &value);

    /// The widget that takes focus (for the help panel and tests).
    QWidget *inputWidget() const { return m_input; }

signals:
    /// The user entered a value; an empty one asks for the default.
    void committed(const QString &value);

private:
    void buildMap();
    QString mapText() const;
    void updateHint(const QString &text);

    OptionSpec m_spec;
    QWidget *m_input = nullptr;
    QCheckBox *m_check = nullptr;
    QDoubleSpinBox *m_spin = nullptr;
    QLineEdit *m_line = nullptr;
    QComboBox *m_combo = nullptr;
    QTableWidget *m_table = nullptr;
    QLabel *m_hint = nullptr;
    QString m_shown;       // the value set by setValue() ("" = default)
    bool m_updating = false;
};

} // namespace sluice
