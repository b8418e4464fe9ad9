#include "theme_manager.h"

#include <QApplication>
#include <QGuiApplication>
#include <QPainter>
#include <QPixmap>
#include <QProxyStyle>
#include <QStyleOption>
#include <QSettings>
#include <QStyleFactory>
#include <QStyleHints>

#include <algorithm>

namespace sluice {

namespace {

constexpr auto kThemeKey = "ui/theme";

QString themeName(ThemeManager::Theme theme)
{
    switch (theme) {
    case ThemeManager::Theme::Light: return QStringLiteral("light");
    case ThemeManager::Theme::Dark: return QStringLiteral("dark");
    case ThemeManager::Theme::System: break;
    }
    return QStringLiteral("system");
}

ThemeManager::Theme themeFromName(const QString &name)
{
    if (name == QLatin1String("light"))
        return ThemeManager::Theme::Light;
    if (name == QLatin1String("dark"))
        return ThemeManager::Theme::Dark;
    return ThemeManager::Theme::System;
}

} // namespace

ThemeManager::ThemeManager(QObject *parent)
    : QObject(parent), m_theme(themeFromName(QSettings().value(kThemeKey).toString())),
      m_systemPalette(QGuiApplication::palette())
{
#if QT_VERSION >= QT_VERSION_CHECK(6, 5, 0)
    connect(QGuiApplication::styleHints(), &QStyleHints::colorSchemeChanged, this, [this] {
        if (m_theme == Theme::System)
            apply();
    });
#endif
}

void ThemeManager::setTheme(Theme theme)
{
    m_theme = theme;
    QSettings().setValue(kThemeKey, themeName(theme));
    apply();
}

bool ThemeManager::systemPrefersDark() const
{
#if QT_VERSION >= QT_VERSION_CHECK(6, 5, 0)
    const Qt::ColorScheme scheme = QGuiApplication::styleHints()->colorScheme();
    if (scheme != Qt::ColorScheme::Unknown)
        return scheme == Qt::ColorScheme::Dark;
#endif
    // Before Qt 6.5 the platform theme only tells us through its palette.
    const QColor window = m_systemPalette.color(QPalette::Window);
    const QColor text = m_systemPalette.color(QPalette::WindowText);
    return window.lightness() < text.lightness();
}

bool ThemeManager::isDark() const
{
    switch (m_theme) {
    case Theme::Light: return false;
    case Theme::Dark: return true;
    case Theme::System: break;
    }
    return systemPrefersDark();
}

namespace {

/// Fusion, with check boxes whose frame stands out on the dark palette too (Fusion outlines them
/// with a darker shade of the window colour, which vanishes on a dark window).
class SluiceStyle final : public QProxyStyle
{
public:
    SluiceStyle() : QProxyStyle(QStyleFactory::create(QStringLiteral("Fusion"))) {}

    void drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter,
                       const QWidget *widget) const override
    {
        if (element != PE_IndicatorCheckBox) {
            QProxyStyle::drawPrimitive(element, option, painter, widget);
            return;
        }
        const QPalette &pal = option->palette;
        const bool enabled = option->state & State_Enabled;
        const bool on = option->state & State_On;
        const bool partial = option->state & State_NoChange;
        QRectF box = QRectF(option->rect).adjusted(1.5, 1.5, -1.5, -1.5);
        const qreal side = std::min(box.width(), box.height());
        box = QRectF(box.center().x() - side / 2, box.center().y() - side / 2, side, side);
        QColor frame = pal.color(QPalette::Text);
        frame.setAlphaF(enabled ? 0.55 : 0.3);
        QColor fill = (on || partial) && enabled ? pal.color(QPalette::Highlight) : pal.color(QPalette::Base);
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(QPen((on || partial) && enabled ? fill.darker(120) : frame, 1));
        painter->setBrush(fill);
        painter->drawRoundedRect(box, 2, 2);
        QPen mark((on || partial) && enabled ? pal.color(QPalette::HighlightedText) : pal.color(QPalette::Text),
                  std::max<qreal>(1.5, side / 7), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
        painter->setPen(mark);
        painter->setBrush(Qt::NoBrush);
        if (partial) {
            painter->drawLine(QPointF(box.left() + side * 0.25, box.center().y()),
                              QPointF(box.right() - side * 0.25, box.center().y()));
        } else if (on) {
            const QPointF points[] = {{box.left() + side * 0.22, box.top() + side * 0.52},
                                      {box.left() + side * 0.42, box.top() + side * 0.72},
                                      {box.left() + side * 0.78, box.top() + side * 0.3}};
            painter->drawPolyline(points, 3);
        }
        painter->restore();
    }
};

} // namespace

QIcon ThemeManager::actionIcon(ActionIcon which, bool dark)
{
    QIcon icon;
    for (const int size : {16, 18, 24, 32, 48}) {
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        painter.setRenderHint(QPainter::Antialiasing);
        const qreal m = size * 0.16; // margin
        const QRectF r(m, m, size - 2 * m, size - 2 * m);
        switch (which) {
        case ActionIcon::Run: {
            painter.setPen(Qt::NoPen);
            painter.setBrush(dark ? QColor(0x3f, 0xb9, 0x50) : QColor(0x1a, 0x7f, 0x37));
            const QPointF triangle[] = {r.topLeft() + QPointF(r.width() * 0.1, 0),
                                        QPointF(r.right(), r.center().y()),
                                        r.bottomLeft() + QPointF(r.width() * 0.1, 0)};
            painter.drawPolygon(triangle, 3);
            break;
        }
        case ActionIcon::Stop:
            painter.setPen(Qt::NoPen);
            painter.setBrush(dark ? QColor(0xf8, 0x51, 0x49) : QColor(0xcf, 0x22, 0x2e));
            painter.drawRoundedRect(r.adjusted(r.width() * 0.06, r.height() * 0.06, -r.width() * 0.06,
                                               -r.height() * 0.06),
                                    size * 0.08, size * 0.08);
            break;
        case ActionIcon::Pause: {
            painter.setPen(Qt::NoPen);
            painter.setBrush(dark ? QColor(0xdf, 0xe1, 0xe5) : QColor(0x3a, 0x3f, 0x46));
            const qreal bar = r.width() * 0.3;
            painter.drawRect(QRectF(r.left() + r.width() * 0.1, r.top(), bar, r.height()));
            painter.drawRect(QRectF(r.right() - r.width() * 0.1 - bar, r.top(), bar, r.height()));
            break;
        }
        case ActionIcon::Restart: {
            const QColor colour = dark ? QColor(0x6c, 0xa0, 0xff) : QColor(0x2f, 0x6f, 0xd0);
            const qreal width = std::max<qreal>(1.6, size / 9.0);
            painter.setPen(QPen(colour, width, Qt::SolidLine, Qt::RoundCap));
            const QRectF ring = r.adjusted(width / 2, width / 2, -width / 2, -width / 2);
            painter.drawArc(ring, 90 * 16, 290 * 16); // from the top, counter-clockwise
            // The arrow head at the top end, pointing right.
            painter.setPen(Qt::NoPen);
            painter.setBrush(colour);
            const QPointF tip(ring.center().x() + ring.width() * 0.28, ring.top());
            const qreal head = size * 0.22;
            const QPointF arrow[] = {tip + QPointF(0, 0), tip + QPointF(-head, -head * 0.75),
                                     tip + QPointF(-head, head * 0.75)};
            painter.drawPolygon(arrow, 3);
            break;
        }
        }
        painter.end();
        icon.addPixmap(pixmap);
    }
    return icon;
}

void ThemeManager::apply()
{
    if (auto *app = qobject_cast<QApplication *>(QCoreApplication::instance())) {
        QApplication::setStyle(new SluiceStyle);
        app->setPalette(isDark() ? darkPalette() : lightPalette());
    }
    emit themeChanged(isDark());
}

namespace {

/// The colours of one theme, by the role they play; the text roles share `text`, and disabled
/// text is `disabled`.
struct ThemeColors {
    QColor window, base, alternateBase, toolTipBase, text, placeholder, button, brightText;
    QColor light, midlight, mid, dark, shadow, highlight, link, linkVisited, disabled;
};

QPalette paletteOf(const ThemeColors &c)
{
    QPalette p;
    p.setColor(QPalette::Window, c.window);
    p.setColor(QPalette::WindowText, c.text);
    p.setColor(QPalette::Base, c.base);
    p.setColor(QPalette::AlternateBase, c.alternateBase);
    p.setColor(QPalette::ToolTipBase, c.toolTipBase);
    p.setColor(QPalette::ToolTipText, c.text);
    p.setColor(QPalette::PlaceholderText, c.placeholder);
    p.setColor(QPalette::Text, c.text);
    p.setColor(QPalette::Button, c.button);
    p.setColor(QPalette::ButtonText, c.text);
    p.setColor(QPalette::BrightText, c.brightText);
    p.setColor(QPalette::Light, c.light);
    p.setColor(QPalette::Midlight, c.midlight);
    p.setColor(QPalette::Mid, c.mid);
    p.setColor(QPalette::Dark, c.dark);
    p.setColor(QPalette::Shadow, c.shadow);
    p.setColor(QPalette::Highlight, c.highlight);
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, c.link);
    p.setColor(QPalette::LinkVisited, c.linkVisited);
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, c.disabled);
    return p;
}

} // namespace

QPalette ThemeManager::lightPalette()
{
    ThemeColors c;
    c.window = QColor(0xf3, 0xf4, 0xf6);
    c.base = QColor(0xff, 0xff, 0xff);
    c.alternateBase = QColor(0xf6, 0xf8, 0xfa);
    c.toolTipBase = QColor(0xff, 0xfb, 0xe6);
    c.text = QColor(0x1f, 0x23, 0x28);
    c.disabled = QColor(0x9a, 0xa0, 0xa6);
    c.placeholder = c.disabled;
    c.button = QColor(0xfa, 0xfb, 0xfc);
    c.brightText = Qt::red;
    c.light = Qt::white;
    c.midlight = QColor(0xe8, 0xea, 0xed);
    c.mid = QColor(0xc8, 0xcc, 0xd0);
    c.dark = QColor(0xa8, 0xad, 0xb3);
    c.shadow = QColor(0x70, 0x75, 0x7a);
    c.highlight = QColor(0x2f, 0x6f, 0xd0);
    c.link = c.highlight;
    c.linkVisited = QColor(0x6f, 0x42, 0xc1);
    return paletteOf(c);
}

QPalette ThemeManager::darkPalette()
{
    ThemeColors c;
    c.window = QColor(0x2b, 0x2d, 0x31);
    c.base = QColor(0x1e, 0x1f, 0x22);
    c.alternateBase = QColor(0x26, 0x28, 0x2c);
    c.toolTipBase = QColor(0x3c, 0x3f, 0x44);
    c.text = QColor(0xdf, 0xe1, 0xe5);
    c.disabled = QColor(0x6f, 0x73, 0x7a);
    // Placeholder text and badges must stay readable on the dark window (about 5:1).
    c.placeholder = QColor(0xa0, 0xa5, 0xad);
    c.button = QColor(0x35, 0x37, 0x3c);
    c.brightText = QColor(0xff, 0x6b, 0x6b);
    c.light = QColor(0x4a, 0x4d, 0x53);
    c.midlight = QColor(0x3e, 0x41, 0x46);
    c.mid = QColor(0x5a, 0x5e, 0x66); // frames and badges must show
    c.dark = QColor(0x1a, 0x1b, 0x1e);
    c.shadow = QColor(0x10, 0x10, 0x12);
    c.highlight = QColor(0x35, 0x74, 0xf0);
    c.link = QColor(0x6c, 0xa0, 0xff);
    c.linkVisited = QColor(0xb1, 0x8c, 0xf5);
    return paletteOf(c);
}

EditorColors ThemeManager::editorColors(bool dark)
{
    EditorColors c;
    if (dark) {
        c.paper = QColor(0x1e, 0x1f, 0x22);
        c.text = QColor(0xd4, 0xd7, 0xdc);
        c.caretLine = QColor(0x26, 0x28, 0x2d);
        c.caret = QColor(0xe6, 0xe6, 0xe6);
        c.selection = QColor(0x21, 0x42, 0x83);
        c.marginPaper = QColor(0x1e, 0x1f, 0x22);
        c.marginText = QColor(0x6f, 0x73, 0x7a);
        c.foldMargin = QColor(0x1e, 0x1f, 0x22);
        c.keyword = QColor(0xcf, 0x8e, 0x6d);
        c.typeName = QColor(0x56, 0xb6, 0xc2);
        c.function = QColor(0x57, 0xaa, 0xf7);
        c.string = QColor(0x6a, 0xab, 0x73);
        c.number = QColor(0x2a, 0xac, 0xb8);
        c.comment = QColor(0x7a, 0x7e, 0x85);
        c.hint = QColor(0xc7, 0x7d, 0xbb);
        c.operatorColor = QColor(0xbc, 0xbe, 0xc4);
        c.quotedIdentifier = QColor(0xc7, 0x7d, 0xbb);
        c.setKey = QColor(0xe0, 0xc0, 0x6b);
        c.setValue = QColor(0x9c, 0xd6, 0x7a);
        c.invalid = QColor(0xff, 0x6b, 0x68);
        c.braceMatch = QColor(0x3b, 0x51, 0x4d);
        c.braceMismatch = QColor(0x6e, 0x2a, 0x2a);
        c.error = QColor(0xf7, 0x54, 0x64);
        c.warning = QColor(0xe0, 0xa8, 0x3a);
        c.info = QColor(0x54, 0x8a, 0xf7);
    } else {
        c.paper = QColor(0xff, 0xff, 0xff);
        c.text = QColor(0x1f, 0x23, 0x28);
        c.caretLine = QColor(0xf3, 0xf6, 0xfb);
        c.caret = QColor(0x00, 0x00, 0x00);
        c.selection = QColor(0xc8, 0xdc, 0xf8);
        c.marginPaper = QColor(0xf7, 0xf8, 0xfa);
        c.marginText = QColor(0x9a, 0xa0, 0xa6);
        c.foldMargin = QColor(0xf7, 0xf8, 0xfa);
        c.keyword = QColor(0x00, 0x33, 0xb3);
        c.typeName = QColor(0x00, 0x7a, 0x87);
        c.function = QColor(0x00, 0x62, 0x7a);
        c.string = QColor(0x06, 0x7d, 0x17);
        c.number = QColor(0x17, 0x50, 0xeb);
        c.comment = QColor(0x8c, 0x8c, 0x8c);
        c.hint = QColor(0x87, 0x10, 0x94);
        c.operatorColor = QColor(0x4a, 0x4f, 0x55);
        c.quotedIdentifier = QColor(0x87, 0x10, 0x94);
        c.setKey = QColor(0x9e, 0x5a, 0x00);
        c.setValue = QColor(0x06, 0x7d, 0x17);
        c.invalid = QColor(0xd0, 0x1f, 0x1f);
        c.braceMatch = QColor(0xd6, 0xec, 0xe6);
        c.braceMismatch = QColor(0xf7, 0xd4, 0xd4);
        c.error = QColor(0xe5, 0x1c, 0x23);
        c.warning = QColor(0xc7, 0x8a, 0x00);
        c.info = QColor(0x1f, 0x6f, 0xeb);
    }
    return c;
}

} // namespace sluice
